/** The editor's location: the place in words (English and Arabic), and its spot typed or picked on a map. */
import { lazy, Suspense, useState } from 'react';
import { useSiteConfig } from '@manzil/api-client';
import { InputField } from '../../../shared/ui/Field';
import forms from '../../../shared/ui/forms.module.css';
import { ARABIC_INPUT, LABELS, type FieldKit } from './fields';
import styles from './editor.module.css';

const CoordinatesMap = lazy(() => import('./CoordinatesMap'));

/** Where the map opens before a spot is picked: central Dubai. */
const DUBAI = { lat: 25.2048, lon: 55.2708 };

interface LocationSectionProps {
  kit: FieldKit;
  /** A spot picked on the map (it drops the coordinates' problems). */
  onPick(spot: { lat: number; lon: number }): void;
  /** Empties both coordinates. */
  onClear(): void;
}

export function LocationSection({ kit, onPick, onClear }: LocationSectionProps) {
  const { draft, bind } = kit;
  const site = useSiteConfig();
  const [mapOpen, setMapOpen] = useState(false);
  const spot =
    draft.lat.trim() &&
    draft.lon.trim() &&
    Number.isFinite(Number(draft.lat)) &&
    Number.isFinite(Number(draft.lon))
      ? { lat: Number(draft.lat), lon: Number(draft.lon) }
      : null;
  return (
    <fieldset className={styles.section}>
      <legend>Location</legend>
      <div className={forms.grid2}>
        <InputField {...bind('location')} label={`${LABELS.location} *`} required />
        <InputField {...bind('ar_location')} {...ARABIC_INPUT} label={LABELS.ar_location} />
        <InputField {...bind('address')} label={LABELS.address} />
        <InputField {...bind('ar_address')} {...ARABIC_INPUT} label={LABELS.ar_address} />
        <InputField {...bind('lat')} label={LABELS.lat} inputMode="decimal" />
        <InputField {...bind('lon')} label={LABELS.lon} inputMode="decimal" />
      </div>
      <p className={forms.hint}>
        Left blank, the spot is found from the location after saving. A changed location without a new spot is
        looked up again.
      </p>
      <div className={styles.inlineChoice}>
        <button
          type="button"
          className={forms.buttonSecondary}
          aria-expanded={mapOpen}
          onClick={() => setMapOpen((open) => !open)}
        >
          {mapOpen ? 'Hide the map' : 'Pick the spot on a map'}
        </button>
        {spot && (
          <button type="button" className={forms.linkButton} onClick={onClear}>
            Clear the spot
          </button>
        )}
      </div>
      {mapOpen &&
        (site.status === 'ready' ? (
          <Suspense fallback={<p className={forms.hint}>Loading the map…</p>}>
            <CoordinatesMap value={spot} fallback={DUBAI} config={site.config} onPick={onPick} />
          </Suspense>
        ) : (
          <p className={forms.hint}>
            {site.status === 'error'
              ? 'The map could not be loaded: type the coordinates instead.'
              : 'Loading the map…'}
          </p>
        ))}
    </fieldset>
  );
}
