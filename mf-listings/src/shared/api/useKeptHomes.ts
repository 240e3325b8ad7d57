/**
 * The homes of one of this browser's lists (saved, compare), read fresh from the API in one call
 * once the page has started: the server renders the page's frame only (it cannot know the lists), so
 * hydration finds the same frame. A home the API no longer has is `gone`; sold and let ones come
 * back with their status.
 */
import { propertiesBySlugsQuery, useQuery } from '@manzil/api-client';
import type { Property } from '@manzil/contract';
import type { KeptHome } from '@manzil/saved-homes';
import { useHydrated } from '@manzil/ui';

export type KeptHomes =
  | { status: 'starting' | 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; homes: Property[]; gone: KeptHome[] };

export function useKeptHomes(list: KeptHome[]): KeptHomes {
  const hydrated = useHydrated();
  const slugs = list.map((home) => home.slug);
  const query = useQuery({
    ...propertiesBySlugsQuery(slugs),
    enabled: hydrated && slugs.length > 0,
    // While a changed list is read, the homes already shown stay (a removed one leaves at once).
    placeholderData: (previous) => previous,
  });
  if (!hydrated) return { status: 'starting' };
  if (!slugs.length) return { status: 'ready', homes: [], gone: [] };
  if (query.isError && !query.data) return { status: 'error', retry: () => void query.refetch() };
  if (!query.data) return { status: 'loading' };
  const bySlug = new Map(query.data.map((home) => [home.slug, home]));
  const homes: Property[] = [];
  const gone: KeptHome[] = [];
  for (const kept of list) {
    const home = bySlug.get(kept.slug);
    if (home) homes.push(home);
    // Not in the answer it was asked in: removed. (A home just added is not in the previous answer.)
    else if (!query.isPlaceholderData) gone.push(kept);
  }
  return { status: 'ready', homes, gone };
}
