/** Phone numbers are stored as digits (e.g. 971501234567); these write them for people and links. */

const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

/** '971501234567' → '+971 50 123 4567'; another number → '+' and its digits. */
export function formatPhone(phone: string): string {
  const clean = digitsOf(phone);
  const uae = /^971(\d{2})(\d{3})(\d{4})$/.exec(clean);
  if (uae) return `+971 ${uae[1]} ${uae[2]} ${uae[3]}`;
  return clean ? `+${clean}` : '';
}

export const telHref = (phone: string): string => `tel:+${digitsOf(phone)}`;

/** A WhatsApp chat with the number, its text prefilled when given. */
export const whatsAppHref = (phone: string, text?: string): string =>
  `https://wa.me/${digitsOf(phone)}${text === undefined ? '' : `?text=${encodeURIComponent(text)}`}`;
