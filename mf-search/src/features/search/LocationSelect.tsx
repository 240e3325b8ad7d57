import { SEARCH_DEFAULTS } from '@manzil/contract';
import type { LocationsState } from './useLocations';

interface LocationSelectProps {
  id: string;
  /** The form field name (the URL query key). */
  name?: string;
  className?: string;
  value: string;
  locations: LocationsState;
  onChange: (value: string) => void;
}

/**
 * Emirates and their areas, grouped by emirate. The value is the emirate or area name, which the API
 * matches by name, slug or key; '' means anywhere.
 */
export function LocationSelect({ id, name, className, value, locations, onChange }: LocationSelectProps) {
  const known = locations.emirates.some(
    (emirate) => emirate.name === value || emirate.areas.some((area) => area.name === value),
  );
  return (
    <select
      id={id}
      name={name}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-busy={locations.status === 'loading'}
    >
      <option value="">{SEARCH_DEFAULTS.location}</option>
      {/* A location from a shared link stays selectable while the list loads or if it is unknown. */}
      {value && !known && <option value={value}>{value}</option>}
      {locations.emirates.map((emirate) => (
        <optgroup key={emirate.slug} label={emirate.name}>
          <option value={emirate.name}>{`All of ${emirate.name}`}</option>
          {emirate.areas.map((area) => (
            <option key={area.key} value={area.name}>
              {area.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
