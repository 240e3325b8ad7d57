import type { Locator } from '@playwright/test';

/**
 * A visitor's own phone number, derived from a seed (their name or e-mail). The inbox merges one person's
 * enquiries on a topic by e-mail OR phone, so tests running side by side must not share a number either.
 */
export function visitorPhone(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const digits = String(hash % 10_000_000).padStart(7, '0');
  return `+971 50 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** Types a visitor's details and message into the contact form (the contact page's, or one opened from a listing). */
export async function fillContactForm(
  form: Locator,
  visitor: { name: string; email: string; phone: string; message: string },
): Promise<void> {
  await form.getByLabel('Full name').fill(visitor.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await form.getByLabel('Phone number').fill(visitor.phone);
  await form.getByLabel('Message').fill(visitor.message);
}
