import type { ShownText } from '@manzil/contract';

/**
 * A record's text as shown. The English fallback on a right-to-left page is isolated (<bdi>), so it keeps
 * its own order (its full stop and brackets at its end) while its block stays aligned with the page; the
 * element around it carries its `lang`.
 */
export function Words({ shown }: { shown: ShownText }) {
  return shown.lang ? <bdi>{shown.text}</bdi> : shown.text;
}
