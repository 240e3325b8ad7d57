/**
 * The top of one of the panel's plain tables: a caption a screen reader reads (the columns say what
 * the table is to the eye) and a header row of column names.
 */
import { visuallyHidden } from '@manzil/ui';

export function TableHeading({ caption, columns }: { caption: string; columns: readonly string[] }) {
  return (
    <>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
