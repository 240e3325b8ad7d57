/**
 * Whether an embedded frame's source can be shown. A frame never reports HTTP errors, so the
 * source is probed first: same-origin links must answer a 2xx, other hosts must be reachable.
 * A broken source shows the 'Not Available' image instead of an empty or error frame.
 */
import { useEffect, useState } from 'react';

export type FrameAvailability = 'checking' | 'available' | 'broken';

async function probe(url: string): Promise<boolean> {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    const res = await fetch(target, { method: 'HEAD' });
    // Some servers refuse HEAD; that still means the file is there.
    return res.ok || res.status === 405;
  }
  // Cross-origin: an opaque answer proves the host is reachable; a network failure rejects.
  await fetch(target, { mode: 'no-cors' });
  return true;
}

export function useFrameAvailability(url: string | undefined): FrameAvailability {
  const [state, setState] = useState<{ url: string | undefined; value: FrameAvailability }>({ url, value: 'checking' });
  useEffect(() => {
    if (!url) return;
    let current = true;
    probe(url).then(
      (ok) => current && setState({ url, value: ok ? 'available' : 'broken' }),
      () => current && setState({ url, value: 'broken' }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return 'broken';
  return state.url === url ? state.value : 'checking';
}
