import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A modal's focus and keys: focus starts on its first control and stays inside (Tab), Escape closes
 * it, the page behind does not scroll; on close, focus goes back to the opener (or the page heading).
 */
export function useModalFocus(dialogRef: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>('input, textarea, button, a[href]')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') trapFocus(event, dialogRef.current);
    }
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      const back = opener?.isConnected ? opener : document.querySelector<HTMLElement>('main h1, h1');
      if (back && !back.hasAttribute('tabindex') && back.tagName === 'H1') back.setAttribute('tabindex', '-1');
      back?.focus();
    };
  }, [dialogRef]);
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null) {
  const items = dialog
    ? Array.from(
        dialog.querySelectorAll<HTMLElement>('input:not([disabled]), textarea, button:not([disabled]), a[href]'),
      ).filter(
        (el) =>
          !(
            el instanceof HTMLInputElement &&
            el.type === 'radio' &&
            !el.checked &&
            dialog.querySelector('input[type="radio"]:checked')
          ),
      )
    : [];
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
