import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TEXT, type ReportReason } from '@contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import { useModalFocus } from '../../components/useModalFocus';
import { useSession } from '../auth/useSession';
import { useReportPostMutation } from './reportsApi';

interface ReportDialogProps {
  postId: string;
  /** the girl's name, for the title */
  subject: string;
  onClose: () => void;
}

/**
 * Why a reader reports a picture: the four reasons in plain words and an optional note. Escape or
 * Cancel closes it; focus starts on the first reason, stays inside, and goes back to the opener
 * (or to the page heading when the reported post has left the page).
 */
export function ReportDialog({ postId, subject, onClose }: ReportDialogProps) {
  const { isSignedIn } = useSession();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const limit = useLimit(note, REPORT_NOTE_MAX);
  const [missingReason, setMissingReason] = useState(false);
  const [report, { isLoading, isSuccess, error, reset }] = useReportPostMutation();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef, onClose);
  const ids = useId();

  // the thanks replaces the form: its Close button takes the focus
  useEffect(() => {
    if (isSuccess) dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [isSuccess]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      dialogRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    reset();
    await report({ postId, reason, ...(note.trim() ? { note: note.trim() } : {}) });
  }

  const body = !isSignedIn ? (
    <SignInToReport onClose={onClose} />
  ) : isSuccess ? (
    <ReportThanks onClose={onClose} />
  ) : (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5" noValidate>
      <fieldset aria-describedby={missingReason ? `${ids}-missing` : undefined}>
        <legend className="field-label">Why are you reporting it?</legend>
        <ReasonChoices
          name={`${ids}-reason`}
          reason={reason}
          onPick={(value) => {
            setReason(value);
            setMissingReason(false);
          }}
        />
        {missingReason ? (
          <p id={`${ids}-missing`} role="alert" className="mt-2 text-sm font-medium text-danger">
            Please choose a reason.
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${ids}-note`} className="field-label">
          Anything else we should know? <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${ids}-note`}
          value={note}
          {...limit.field}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          className="field-input resize-none"
        />
        <LimitCounter {...limit.counter} />
      </div>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
          {isLoading ? 'Submitting...' : 'Send report'}
        </button>
      </div>
    </form>
  );

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 p-3 backdrop-blur-sm sm:items-center sm:p-6"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        className="card max-h-[calc(100dvh-1.5rem)] w-full max-w-md overflow-y-auto p-5 sm:p-6"
      >
        <h2 id={`${ids}-title`} className="mb-4 text-xl font-bold tracking-tight">
          Report this picture of {subject}
        </h2>
        {body}
      </div>
    </div>,
    document.body,
  );
}

function SignInToReport({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">Please sign in to report a picture.</p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Cancel
        </button>
        <Link to="/signin" className={buttonClass('primary')}>
          Sign In
        </Link>
      </div>
    </div>
  );
}

function ReportThanks({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-lg font-semibold">
        {REPORT_TEXT.thanks}
      </p>
      <p className="text-muted">You won&apos;t see this picture any more.</p>
      <button type="button" className={buttonClass('primary', 'md', 'self-end')} onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The four reasons as radio buttons, the chosen one highlighted. */
function ReasonChoices(props: { name: string; reason: ReportReason | null; onPick: (reason: ReportReason) => void }) {
  const { name, reason, onPick } = props;
  return (
    <div className="mt-1 flex flex-col gap-2">
      {REPORT_REASONS.map((value) => (
        <label
          key={value}
          className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-soft ${
            reason === value ? 'border-rose-soft bg-rose/10' : 'border-line bg-raised hover:border-plum'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={reason === value}
            onChange={() => onPick(value)}
            className="size-4 shrink-0 accent-rose"
          />
          {REPORT_REASON_LABELS[value]}
        </label>
      ))}
    </div>
  );
}
