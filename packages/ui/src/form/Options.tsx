/** The <option>s of a <select>: each value with its label from `labels` (statuses, sort orders...) or
 * from `label(value)` (a label in the page's language), or its own text when it is its own label
 * (property types, emirates, page sizes...). */
export function Options<T extends string | number>({
  values,
  labels,
  label,
}: {
  values: readonly T[];
  labels?: Readonly<Record<T, string>>;
  label?: (value: T) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : label ? label(value) : value}
        </option>
      ))}
    </>
  );
}
