/**
 * Resolves when the element comes within `margin` of the screen (at once where there is no
 * IntersectionObserver): for work a visitor who never scrolls there should not pay for.
 */
export function whenNear(element: Element, margin: string): { near: Promise<void>; stop(): void } {
  if (typeof IntersectionObserver === 'undefined') return { near: Promise.resolve(), stop: () => undefined };
  let observer: IntersectionObserver | undefined;
  const near = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          resolve();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
  return { near, stop: () => observer?.disconnect() };
}
