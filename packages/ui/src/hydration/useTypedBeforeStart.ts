import { useEffect, type RefObject } from 'react';

/**
 * What a visitor typed into a server-rendered form before the app's code started. React keeps the
 * state it rendered with (empty fields) while the page shows what was typed, so the form would send
 * empty fields. Once the form is live, each named field's current value is taken into its state.
 * Runs once, when the form first mounts (on a later visit the fields show the state anyway).
 */
export function useTypedBeforeStart<T extends object>(
  form: RefObject<HTMLFormElement | null>,
  values: T,
  adopt: (typed: Partial<T>) => void,
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed: Partial<T> = {};
    for (const [name, value] of Object.entries(values)) {
      const control = element.elements.namedItem(name) as { value?: unknown } | null;
      if (typeof control?.value === 'string' && control.value !== value)
        (typed as Record<string, string>)[name] = control.value;
    }
    if (Object.keys(typed).length) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first mount only: later renders are the state's own
  }, []);
}
