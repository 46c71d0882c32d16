import { useCallback, useEffect, useState } from 'react';

import { useAppDispatch, useAppSelector } from '../app/hooks';
import { NotificationsOptIn } from '../features/push/NotificationsOptIn';
import { type Toast, toastDismissed } from '../features/toasts/toastsSlice';
import { settleUndoable } from '../features/toasts/undoable';
import { ImageLightbox } from './ImageLightbox';

/** A toast closes by itself after this long, unless the pointer or the focus rests on it. */
export const TOAST_MS = 6000;

/** Notifications on any page: job finished or failed, whatever else a feature announces, and the offer of Web Push. */
export function Toasts() {
  const toasts = useAppSelector((state) => state.toasts.items);
  return (
    <div
      aria-live="polite"
      aria-label="Notifications"
      role="region"
      // under the header, at the top: never over a page's own controls at the bottom (the chat's composer)
      className="pointer-events-none fixed inset-x-0 top-16 z-40 flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:items-end sm:px-6"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <NotificationsOptIn />
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const [viewing, setViewing] = useState(false);
  const dismiss = useCallback(() => dispatch(toastDismissed(toast.id)), [dispatch, toast.id]);
  // an undoable action is carried out when its toast goes, however it goes (Undo settles it first)
  useEffect(() => () => settleUndoable(toast.id, false), [toast.id]);
  const undo = () => {
    settleUndoable(toast.id, true);
    dismiss();
  };

  // Gone after TOAST_MS, unless the pointer or focus is on it, or its picture is open.
  useEffect(() => {
    if (paused || viewing) return;
    const timer = window.setTimeout(dismiss, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [paused, viewing, dismiss]);

  const isError = toast.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border bg-surface p-3 pr-2 shadow-soft ${
        isError ? 'border-danger/50' : 'border-line'
      }`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast.imageUrl ? (
        <img
          src={toast.imageUrl}
          alt=""
          className="h-16 w-9 flex-none rounded-lg object-cover"
          width={36}
          height={64}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2.5 flex-none rounded-full ${isError ? 'bg-danger' : 'bg-rose-soft'}`}
        />
      )}
      <div className="min-w-0 flex-1 py-0.5">
        <p className={`text-sm font-semibold ${isError ? 'text-danger' : 'text-ink'}`}>{toast.title}</p>
        {toast.text ? <p className="mt-0.5 text-sm break-words text-muted">{toast.text}</p> : null}
        {toast.view ? (
          <button type="button" className="link mt-1 inline-block rounded text-sm" onClick={() => setViewing(true)}>
            View
          </button>
        ) : null}
        {toast.undoable ? (
          <button type="button" className="link mt-1 inline-block rounded text-sm font-semibold" onClick={undo}>
            Undo
          </button>
        ) : null}
        {toast.view && viewing ? (
          <ImageLightbox
            src={toast.view.url}
            kind={toast.view.kind}
            alt={toast.title}
            onClose={() => {
              setViewing(false);
              dismiss();
            }}
          />
        ) : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="flex size-8 flex-none items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink"
        aria-label="Dismiss notification"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
