import { type RefObject, useEffect } from 'react';

/**
 * Brings an element into sight (the nearest edge, so nothing jumps when it is in sight already),
 * smoothly unless the person asked for reduced motion. Its CSS scroll margins keep it clear of a
 * sticky header or footer.
 */
export function scrollIntoSight(element: Element | null): void {
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * Brings the element into sight each time `when` changes to something (a job id, a result, a
 * message), and again as each picture or video in it loads (it grows then).
 */
export function useScrollIntoSight(ref: RefObject<Element | null>, when: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (!when || !element) return;
    scrollIntoSight(element);
    const again = () => scrollIntoSight(element);
    const loading = [...element.querySelectorAll('img, video')].flatMap((media) => {
      if (media instanceof HTMLImageElement && media.complete) return [];
      const event = media instanceof HTMLVideoElement ? 'loadedmetadata' : 'load';
      media.addEventListener(event, again, { once: true });
      return [() => media.removeEventListener(event, again)];
    });
    return () => loading.forEach((stop) => stop());
  }, [ref, when]);
}
