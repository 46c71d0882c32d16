import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { Alert } from './Alert';
import { buttonClass } from './button';
import { useModalFocus } from './useModalFocus';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** the button that does it, named for what it does ("Delete Mia") */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  /** a destructive action: its button is red and Cancel has the focus first */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be taken back: Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, busyLabel, busy, error, danger = false, onConfirm, onClose } = props;
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, () => (busy ? undefined : onClose()));
  const ids = useId();
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 p-3 backdrop-blur-sm sm:items-center sm:p-6"
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-text`}
        className="card w-full max-w-md p-5 sm:p-6"
      >
        <h2 id={`${ids}-title`} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <div id={`${ids}-text`} className="mt-3 text-sm text-muted">
          {children}
        </div>
        {error ? <Alert className="mt-4">{error}</Alert> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass(
              'primary',
              'md',
              danger ? 'bg-red-600! shadow-none hover:bg-red-700! active:bg-red-700!' : '',
            )}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
