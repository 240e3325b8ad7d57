/** The editor's price and size: price, lease or service charge, rooms, size and parking, with the warnings
 * that do not stop a save (a price far from like listings, a size that cannot hold its bedrooms). */
import { isLand, RENT_PERIODS, RENT_PERIOD_LABELS } from '@manzil/contract';
import { InputField } from '../../../shared/ui/Field';
import forms from '../../../shared/ui/forms.module.css';
import { choices, fieldId, LABELS, type FieldKit } from './fields';
import styles from './editor.module.css';

interface PriceSizeSectionProps {
  kit: FieldKit;
  priceNote: string | null;
  sizeNote: string | null;
}

export function PriceSizeSection({ kit, priceNote, sizeNote }: PriceSizeSectionProps) {
  const { draft, bind, numberInput, select, warning } = kit;
  const land = isLand(draft.house_type);
  return (
    <fieldset className={styles.section}>
      <legend>Price and size</legend>
      <div className={forms.grid2}>
        {numberInput(
          'price',
          false,
          draft.for === 'Rent'
            ? 'Per month, in dirhams. Blank shows “Inquire for price”.'
            : 'In dirhams. Blank shows “Inquire for price”.',
        )}
        {draft.for === 'Rent'
          ? select('rentPeriod', choices(RENT_PERIODS, RENT_PERIOD_LABELS))
          : numberInput('serviceCharge')}
      </div>
      {warning(priceNote, fieldId('price-warning'))}
      <div className={forms.grid3}>
        {numberInput('bedrooms', true, land ? 'A plot has none: enter 0.' : '0 for a studio.')}
        {numberInput('bathrooms', true)}
        {numberInput('area')}
      </div>
      {warning(sizeNote)}
      <div className={forms.grid2}>
        <InputField {...bind('parking')} label={LABELS.parking} hint="A number, or a word such as Covered." />
        {draft.for === 'Rent' && numberInput('serviceCharge')}
      </div>
    </fieldset>
  );
}
