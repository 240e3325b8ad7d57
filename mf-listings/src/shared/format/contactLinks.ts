/** Outbound contact links (docs/glossary.md: calls replaced by outbound links). */

/** The chat text of a brochure request: 'Brochure Request' plus the visitor's details. */
export function brochureRequestText(
  areaName: string,
  details: { name: string; email: string; phone: string },
): string {
  return [
    `Brochure Request - ${areaName}`,
    `Name: ${details.name}`,
    `Email: ${details.email}`,
    `Phone: ${details.phone}`,
  ].join('\n');
}
