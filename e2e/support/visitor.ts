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
