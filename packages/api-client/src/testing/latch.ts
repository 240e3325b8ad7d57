/**
 * A promise and the function that resolves it. A handler awaits the promise, so the test decides
 * when the answer arrives and can look at the page while the request is still pending.
 */
export function latch(): [released: Promise<void>, release: () => void] {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return [released, release];
}
