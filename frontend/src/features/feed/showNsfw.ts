import { useCallback, useState } from 'react';

/** The visitor's choice to see NSFW posts unblurred (SAFETY.md): localStorage `showNsfw`, default off. */
const KEY = 'showNsfw';

export function readShowNsfw(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function useShowNsfw(): [boolean, (show: boolean) => void] {
  const [show, setShow] = useState(readShowNsfw);
  const update = useCallback((next: boolean) => {
    setShow(next);
    try {
      window.localStorage.setItem(KEY, next ? 'true' : 'false');
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  }, []);
  return [show, update];
}
