import type { ToolId } from '@contracts';
import { type CSSProperties, type FormEvent, type ReactNode, useRef } from 'react';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { CreditsUpsell } from '../../components/CreditsUpsell';
import { ProgressBar } from '../../components/ProgressBar';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Spinner } from '../../components/Spinner';
import { useScrollIntoSight } from '../../components/useScrollIntoSight';
import { useSession } from '../auth/useSession';
import type { ToolJob } from './useToolJob';

export const SIGN_IN_MESSAGE = 'Please log in to use this tool.';

/** The tools need a session: signed-out visitors are asked to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="size-5" />
        Loading...
      </p>
    );
  }
  if (!user) return <SignInPrompt message={SIGN_IN_MESSAGE} />;
  return <>{children}</>;
}

/** A string that can be shown or linked to, or null. */
export function mediaUrl(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The file extension of a media URL ('png'), for download names the spec leaves open. */
export function extensionOf(url: string, fallback: string): string {
  const match = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url);
  return match?.[1]?.toLowerCase() ?? fallback;
}

interface ToolLayoutProps {
  onSubmit: () => void;
  /** the form's fields and button */
  form: ReactNode;
  /** the result area */
  result: ReactNode;
  resultLabel: string;
  /** wide results (upscale's side-by-side comparison) get the full width under the form */
  stacked?: boolean;
  /** the finished result's URL: when one arrives out of sight (under the form on a phone), it is scrolled into view */
  resultUrl?: string | null;
}

/** Form card on the left, result on the right (stacked on phones). */
export function ToolLayout({
  onSubmit,
  form,
  result,
  resultLabel,
  stacked = false,
  resultUrl = null,
}: ToolLayoutProps) {
  const resultRef = useRef<HTMLElement>(null);
  useScrollIntoSight(resultRef, resultUrl);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <div className={stacked ? 'grid gap-8' : 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start'}>
      <form
        noValidate
        className={`card space-y-6 p-5 sm:p-7 ${stacked ? 'mx-auto w-full max-w-2xl' : ''}`}
        onSubmit={submit}
      >
        {form}
      </form>
      <section ref={resultRef} aria-label={resultLabel} className="min-w-0 scroll-mt-24">
        {result}
      </section>
    </div>
  );
}

interface SubmitButtonProps {
  running: boolean;
  idle: string;
  busy: string;
  disabled?: boolean;
}

export function SubmitButton({ running, idle, busy, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', 'lg', 'w-full')}
      disabled={running || disabled}
      aria-busy={running}
    >
      {running ? <Spinner className="size-5 text-white" /> : null}
      {running ? busy : idle}
    </button>
  );
}

interface ToolStatusProps<K extends ToolId> {
  tool: ToolJob<K>;
  /** the page's own validation message */
  validation: string | null;
  /** a finished job without the expected field ('No valid image URL received.') */
  missing?: string | null;
  /** what is being made, for the progress bar's name */
  label: string;
  id?: string;
}

/** Near the button: the progress of the running job (stage and percent, by push), or what went wrong. */
export function ToolStatus<K extends ToolId>({ tool, validation, missing = null, label, id }: ToolStatusProps<K>) {
  const { running, sending, jobId, error, outOfCredits } = tool;
  const ref = useRef<HTMLDivElement>(null);
  // on a phone the button may sit low: its progress comes into sight as the job starts
  useScrollIntoSight(ref, running ? jobId : null);
  return (
    <div ref={ref} id={id} className="scroll-mt-24 scroll-mb-4 space-y-3" aria-live="polite">
      {running && jobId && !sending ? <ProgressBar key={jobId} jobId={jobId} label={label} /> : null}
      {running && (sending || !jobId) ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          Sending your request...
        </p>
      ) : null}
      {validation ? <Alert>{validation}</Alert> : null}
      {!running && !validation && error ? outOfCredits ? <CreditsUpsell text={error} /> : <Alert>{error}</Alert> : null}
      {!running && !validation && !error && missing ? <Alert>{missing}</Alert> : null}
    </div>
  );
}

interface ResultFrameProps {
  running: boolean;
  /** under the spinner while the job runs */
  busyLabel: string;
  /** when there is nothing yet */
  emptyLabel: string;
  children?: ReactNode;
  /** the area keeps this shape while empty ('aspect-square') */
  shape?: string;
}

/** The result area: a spinner while the job runs, the result when it is there, a hint before. */
export function ResultFrame({ running, busyLabel, emptyLabel, children, shape = 'aspect-square' }: ResultFrameProps) {
  if (running) {
    return (
      <div
        role="status"
        className={`flex ${shape} w-full flex-col items-center justify-center gap-3 rounded-2xl border border-line/60 bg-gradient-to-br from-rose/25 via-plum/25 to-night p-6 text-center shadow-soft`}
      >
        <Spinner className="size-9" />
        <p className="text-sm font-medium text-ink">{busyLabel}</p>
      </div>
    );
  }
  if (children) return <div className="space-y-4">{children}</div>;
  return (
    <div
      className={`flex ${shape} w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-line bg-surface/60 p-6 text-center`}
    >
      <ImageIcon className="size-10 text-plum" />
      <p className="max-w-xs text-sm text-muted">{emptyLabel}</p>
    </div>
  );
}

/** A same-origin /media link that saves the file under `filename`. */
export function DownloadLink({ href, filename, children }: { href: string; filename: string; children: ReactNode }) {
  return (
    <a href={href} download={filename} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
      <DownloadIcon className="size-4" />
      {children}
    </a>
  );
}

/** A light/dark checkerboard, the usual way to show transparent pixels. */
export const CHECKERBOARD: CSSProperties = {
  backgroundColor: '#3a2f38',
  backgroundImage:
    'linear-gradient(45deg, #5b4d58 25%, transparent 25%), linear-gradient(-45deg, #5b4d58 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #5b4d58 75%), linear-gradient(-45deg, transparent 75%, #5b4d58 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0, 0 10px, 10px -10px, -10px 0',
};

/**
 * A finished image at its own shape (never stretched), centred in the result area. With `checkerboard`
 * the pattern sits behind the image's own box only, so it shows exactly the transparent pixels.
 */
export function ResultImage({ src, alt, checkerboard = false }: { src: string; alt: string; checkerboard?: boolean }) {
  return (
    <div className="flex justify-center rounded-2xl border border-line/60 bg-raised/60 p-2 shadow-soft sm:p-3">
      <img
        src={src}
        alt={alt}
        decoding="async"
        style={checkerboard ? CHECKERBOARD : undefined}
        data-testid={checkerboard ? 'checkerboard' : undefined}
        className="block h-auto max-h-[70vh] w-auto max-w-full rounded-xl"
      />
    </div>
  );
}

function ImageIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      className={className}
    >
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="9" cy="10" r="1.8" />
      <path strokeLinecap="round" strokeLinejoin="round" d="m4 18 5-5 3.5 3.5L15 14l5 4.5" />
    </svg>
  );
}

function DownloadIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className={className}>
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}
