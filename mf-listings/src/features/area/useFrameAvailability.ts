/**
 * Whether an embedded frame's source can be shown. A frame never reports HTTP errors, so a
 * same-origin source is probed first: it must answer a 2xx and must not forbid being framed
 * (X-Frame-Options DENY or CSP frame-ancestors 'none'). Other hosts cannot be probed (CORS, and the
 * page's CSP connect-src), so an https link is trusted and anything else counts as broken.
 * A broken source shows the 'Not Available' image instead of an empty or error frame.
 */
import { useEffect, useState } from 'react';

export type FrameAvailability = 'checking' | 'available' | 'broken';

/** True when the response headers forbid framing the document at all. */
export function forbidsFraming(headers: Headers): boolean {
  const frameOptions = headers.get('x-frame-options') ?? '';
  const policy = headers.get('content-security-policy') ?? '';
  return /\bdeny\b/i.test(frameOptions) || /frame-ancestors\s+'none'/i.test(policy);
}

async function probe(url: string): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.origin !== window.location.origin) return target.protocol === 'https:';
  const res = await fetch(target, { method: 'HEAD' });
  // Some servers refuse HEAD; that still means the file is there.
  if (res.status === 405) return true;
  return res.ok && !forbidsFraming(res.headers);
}

/** `wanted` false holds the probe back (it stays 'checking') until the frame is about to be seen. */
export function useFrameAvailability(url: string | undefined, wanted = true): FrameAvailability {
  const [state, setState] = useState<{ url: string | undefined; value: FrameAvailability }>({
    url,
    value: 'checking',
  });
  useEffect(() => {
    if (!url || !wanted) return;
    let current = true;
    probe(url).then(
      (ok) => current && setState({ url, value: ok ? 'available' : 'broken' }),
      () => current && setState({ url, value: 'broken' }),
    );
    return () => {
      current = false;
    };
  }, [url, wanted]);
  if (!url) return 'broken';
  return state.url === url ? state.value : 'checking';
}
