import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ImageLightboxProps {
  src: string;
  /** the girl's name, or what the picture is */
  alt: string;
  onClose: () => void;
  /** a video plays in the same frame */
  kind?: 'image' | 'video';
}

/**
 * An image at full size over the page. Escape, the Close button or a click beside the image closes it;
 * focus moves to Close and goes back to what was focused before.
 */
export function ImageLightbox({ src, alt, onClose, kind = 'image' }: ImageLightboxProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        // two controls: keep focus inside the dialog
        const dialog = closeRef.current?.closest('[role="dialog"]');
        const items = dialog ? Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button')) : [];
        if (items.length) {
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
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Picture of ${alt}`}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-black/90 p-4 backdrop-blur-sm"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {kind === 'video' ? (
        <video
          src={src}
          aria-label={alt}
          controls
          autoPlay
          loop
          muted
          playsInline
          className="max-h-[calc(100dvh-6rem)] max-w-full rounded-2xl shadow-soft"
        />
      ) : (
        <img
          src={src}
          alt={alt}
          className="max-h-[calc(100dvh-6rem)] max-w-full rounded-2xl object-contain shadow-soft"
        />
      )}
      <div className="flex items-center gap-4">
        <a href={src} target="_blank" rel="noreferrer" className="link rounded text-sm">
          Open original
        </a>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-full border border-line bg-raised px-4 py-1.5 text-sm font-semibold text-ink hover:border-plum"
        >
          Close
        </button>
      </div>
    </div>,
    document.body,
  );
}
