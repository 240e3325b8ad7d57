/** A group of buttons choosing how a list shows (a table, a board, by area): the chosen one is pressed. */
import styles from './ViewToggle.module.css';

interface ViewToggleProps<V> {
  /** What the group chooses, e.g. "Show leads as". */
  label: string;
  /** Each view and its button's text. */
  options: readonly (readonly [V, string])[];
  value: V;
  onChange(value: V): void;
  /** The page's look of the group (the custom properties ViewToggle.module.css names). */
  className?: string;
}

export function ViewToggle<V extends string | boolean>({
  label,
  options,
  value,
  onChange,
  className = '',
}: ViewToggleProps<V>) {
  return (
    <div className={`${styles.toggle} ${className}`} role="group" aria-label={label}>
      {options.map(([option, text]) => (
        <button
          key={text}
          type="button"
          aria-pressed={value === option}
          className={styles.option}
          onClick={() => onChange(option)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
