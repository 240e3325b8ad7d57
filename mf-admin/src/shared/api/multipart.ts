/** The multipart bodies of the panel's writes (the API reads them with `validForm`). */

/** The fields in order; one that is null or undefined is left out (the API keeps its current value). */
export function multipart(fields: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(name, value);
  }
  return form;
}
