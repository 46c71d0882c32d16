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

/** Brings the element into sight each time `when` changes to something (a job id, a result, a message). */
export function useScrollIntoSight(ref: RefObject<Element | null>, when: unknown): void {
  useEffect(() => {
    if (when) scrollIntoSight(ref.current);
  }, [ref, when]);
}
