/** `work`'s outcome, or `onTimeout()`'s error after `ms` (remote loads in the browser and on the server:
 * the federation runtime has no timeout of its own). The timer is cleared either way. `keepWaiting`,
 * asked at each expiry, lets the caller wait another `ms` while a wait costs the visitor nothing. */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => Error,
  keepWaiting?: () => boolean,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const expire = () => {
      if (keepWaiting?.()) timer = setTimeout(expire, ms);
      else reject(onTimeout());
    };
    let timer = setTimeout(expire, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
