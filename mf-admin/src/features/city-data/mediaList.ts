/**
 * The area editor's ordered lists of gallery and floor plan items: an uploaded image (a site path
 * served by /api/images), another picture on the site, or a link where a link is really meant (a
 * cloud-drive file the area page frames through its preview, a virtual tour). Pure functions, so the
 * order, the moves and what each item is can be tested without a page.
 */
export type MediaKind = 'upload' | 'image' | 'drive' | 'link';

const IMAGE_EXTENSION = /\.(jpe?g|png|webp|avif|gif)(?:[?#].*)?$/i;
const UPLOADED = /^\/api\/images\/[0-9a-f]{24}$/;

export function mediaKind(url: string): MediaKind {
  if (UPLOADED.test(url)) return 'upload';
  if (/^https?:\/\/drive\.google\.com\//i.test(url)) return 'drive';
  if (url.startsWith('/') && IMAGE_EXTENSION.test(url)) return 'image';
  if (/^https?:\/\//i.test(url) && IMAGE_EXTENSION.test(url)) return 'image';
  return 'link';
}

/** The small picture shown for an item, or null when the item is a link with no picture of its own. */
export function thumbnailOf(url: string): string | null {
  const kind = mediaKind(url);
  if (kind === 'upload') return `${url}?w=320`;
  // Only the site's own pictures: the admin panel's CSP does not load others, and a thumbnail must not
  // make the admin's browser call a host someone typed.
  if (kind === 'image' && url.startsWith('/')) return url;
  return null;
}

/** What an item is, said to the admin beside its thumbnail. */
export function describeItem(url: string): string {
  switch (mediaKind(url)) {
    case 'upload':
      return 'Uploaded image';
    case 'image':
      return 'Image link';
    case 'drive':
      return 'Cloud-drive file';
    default:
      return 'Link';
  }
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Appends items not already in the list (the same file twice is one item). */
export const appendItems = (list: readonly string[], items: readonly string[]): string[] => [
  ...list,
  ...items.filter((item, i) => !list.includes(item) && items.indexOf(item) === i),
];
