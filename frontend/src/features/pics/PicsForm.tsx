import { PICS_MODIFIERS_MAX, type Preset, PRESETS, type User } from '@contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { CreditsUpsell } from '../../components/CreditsUpsell';
import { LimitCounter } from '../../components/LimitCounter';
import { ProgressBar } from '../../components/ProgressBar';
import { useLimit } from '../../components/useLimit';
import { useScrollIntoSight } from '../../components/useScrollIntoSight';
import type { PicsJob } from './usePicsJob';

interface PicsFormProps {
  name: string;
  user: User;
  pics: PicsJob;
}

/** The owner's form: credits left, extra details, the custom button, the scene presets and the job's status. */
export function PicsForm({ name, user, pics }: PicsFormProps) {
  const ids = useId();
  const [modifiers, setModifiers] = useState('');
  const [share, setShare] = useState(true);
  const limit = useLimit(modifiers, PICS_MODIFIERS_MAX);
  const { running } = pics;

  // the details go with one picture (the custom one or a scene's), then the box is empty again, so a
  // scene picked next is that scene and nothing of the last details (said under the box)
  async function withModifiers(preset?: Preset) {
    const extra = modifiers.trim();
    if (await pics.start({ ...(preset ? { preset } : {}), ...(extra ? { modifiers: extra } : {}), share }))
      setModifiers((current) => (current.trim() === extra ? '' : current));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void withModifiers();
  }

  return (
    <form className="card space-y-6 p-5 sm:p-7" onSubmit={onSubmit} aria-describedby={`${ids}-status`}>
      {!user.isSubscribed ? <CreditsLeft credits={user.credits} /> : null}
      <div>
        <label htmlFor={`${ids}-modifiers`} className="field-label">
          Extra details (optional)
        </label>
        <input
          id={`${ids}-modifiers`}
          className="field-input"
          placeholder="e.g., in a red dress, outdoors"
          autoComplete="off"
          {...limit.field}
          value={modifiers}
          onChange={(event) => setModifiers(event.target.value)}
          aria-describedby={`${ids}-modifiers-note ${limit.counter.id}`}
        />
        <LimitCounter {...limit.counter} />
        <p id={`${ids}-modifiers-note`} className="mt-1.5 text-xs text-muted">
          Added to the next picture (custom or a scene), then cleared.
        </p>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-rose"
          checked={share}
          onChange={(event) => setShare(event.target.checked)}
        />
        <span>
          <span className="font-medium">Share to the public feed</span>
          <span className="block text-xs text-muted">
            {share
              ? 'Everyone can see the pictures you make now on the feed. You can take one off from her gallery.'
              : 'The pictures you make now stay in her gallery; you can share one later.'}
          </span>
        </span>
      </label>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={running} aria-busy={running}>
        {running ? 'Generating...' : 'Generate Custom Image'}
      </button>
      <fieldset>
        <legend className="field-label">Or pick a scene</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={buttonClass('secondary', 'md')}
              disabled={running}
              onClick={() => void withModifiers(preset)}
            >
              {preset}
            </button>
          ))}
        </div>
      </fieldset>
      <PicsStatus id={`${ids}-status`} name={name} pics={pics} />
    </form>
  );
}

function CreditsLeft({ credits }: { credits: number }) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-night/60 px-4 py-3 text-sm">
      <span>
        Free generations left: <span className="font-semibold tabular-nums">{credits}</span>
      </span>
      <Link to="/subscriptions" className="link rounded text-sm">
        Go unlimited
      </Link>
    </p>
  );
}

/** Under the buttons: the running job's bar, or why nothing is being made. */
function PicsStatus({ id, name, pics }: { id: string; name: string; pics: PicsJob }) {
  const { running, barJobId, error, jobError, outOfCredits } = pics;
  const ref = useRef<HTMLDivElement>(null);
  // on a phone the buttons push the bar below the fold: it comes into sight as the job starts
  useScrollIntoSight(ref, barJobId);
  return (
    <div ref={ref} id={id} className="scroll-mt-24 scroll-mb-4 space-y-3">
      {barJobId ? <ProgressBar key={barJobId} jobId={barJobId} label={`Picture of ${name}`} /> : null}
      {running && !barJobId ? (
        <p role="status" className="text-sm text-muted">
          Sending your request...
        </p>
      ) : null}
      {error?.kind === 'credits' || (outOfCredits && !running) ? <CreditsUpsell /> : null}
      {error?.kind === 'text' ? <Alert>{error.text}</Alert> : null}
      {!running && jobError ? <Alert>{jobError}</Alert> : null}
    </div>
  );
}
