import { useCallback, type ElementType } from 'react';
import { contentIn, type ShownText, type Translatable } from '@manzil/contract';
import { useLocale } from './intl';

/** Records' texts in the page's language: `const content = useContent(); content(area, 'name')`. */
export function useContent(): <Field extends string>(record: Translatable<Field>, field: Field) => ShownText {
  const locale = useLocale();
  return useCallback((record, field) => contentIn(record, field, locale), [locale]);
}

/**
 * A record's text in the page's language, in an element (`as`, a span by default) that carries `lang="en"`
 * when the text is the English fallback, so a screen reader reads it in the right voice.
 */
export function Content<Field extends string>({
  record,
  field,
  as: Element = 'span',
  className,
}: {
  record: Translatable<Field>;
  field: Field;
  as?: ElementType;
  className?: string;
}) {
  const { text, lang } = useContent()(record, field);
  return (
    <Element className={className} lang={lang}>
      {text}
    </Element>
  );
}
