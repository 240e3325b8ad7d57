/** The editor's texts: the overview and the description, each in English and in Arabic. */
import { TextAreaField } from '../../../shared/ui/Field';
import { ARABIC_INPUT, LABELS, type FieldKit } from './fields';
import styles from './editor.module.css';

export function TextsSection({ kit }: { kit: FieldKit }) {
  const { bind } = kit;
  return (
    <fieldset className={styles.section}>
      <legend>Texts</legend>
      <TextAreaField
        {...bind('discription')}
        label={`${LABELS.discription} *`}
        rows={4}
        hint={
          'Split into bullet points on full stops on the property page. "Label: https://link" becomes a link, "Title - text" a titled line.'
        }
        required
      />
      <TextAreaField
        {...bind('ar_discription')}
        {...ARABIC_INPUT}
        label={LABELS.ar_discription}
        rows={4}
        hint="Shown on the Arabic pages, split the same way; left blank, they show the English."
      />
      <TextAreaField {...bind('description')} label={LABELS.description} rows={4} />
      <TextAreaField {...bind('ar_description')} {...ARABIC_INPUT} label={LABELS.ar_description} rows={4} />
    </fieldset>
  );
}
