/** Outbound contact links (SPEC section 7: calls replaced by outbound links). */

/** A WhatsApp chat with the agency number, text prefilled. The number is digits only. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

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
