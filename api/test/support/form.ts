/** Multipart bodies of the admin writes, for in-process tests and for tests of the child server alike. */

export function formOf(
  fields: Record<string, string>,
  file?: { field?: string; bytes: Uint8Array; name?: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      file.field ?? 'image',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'image/png' }),
      file.name ?? 'photo.png',
    );
  return form;
}

/** The add-property fields of a Downtown Dubai apartment for sale; `discription` says which test wrote it. */
export function downtownApartment(
  house_name: string,
  { price, discription, bedrooms = 2 }: { price: number; discription: string; bedrooms?: number },
): Record<string, string> {
  return {
    house_name,
    house_type: 'Apartment',
    for: 'Buy',
    bedrooms: String(bedrooms),
    bathrooms: '2',
    location: 'Downtown Dubai',
    discription,
    price: String(price),
    areaName: 'downtown_dubai',
  };
}
