/** The <option>s of a <select> whose values are their own labels (property types, emirates, beds...). */
export function Options({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
