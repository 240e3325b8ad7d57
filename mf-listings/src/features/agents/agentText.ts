/** How an agent's facts read on their card, page and team tile. */
import type { AgentArea } from '@manzil/contract';

/** 'English, Arabic and French'. */
export function listed(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The first areas by name, then how many more: 'Downtown Dubai, Business Bay and 2 more'. */
export function areasText(areas: readonly AgentArea[], shown = 2): string {
  const names = areas.slice(0, shown).map((a) => a.name);
  const more = areas.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : listed(names);
}

export const listingsText = (count: number): string => (count === 1 ? '1 listing' : `${count} listings`);

/** 'Layla Haddad' → 'Layla'. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;
