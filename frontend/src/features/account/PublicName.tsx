import { PUBLIC_NAME_MAX } from '@contracts';
import { type FormEvent, useId, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { useSetPublicNameMutation } from './accountApi';

/** The name shown with their pictures on the public feed: none by default, so a post names only the girl. */
export function PublicName({ current }: { current: string | null }) {
  const ids = useId();
  const [name, setName] = useState(current ?? '');
  const [save, { isLoading, isSuccess, error, reset }] = useSetPublicNameMutation();
  // the limit is said from 80 % of it; nothing typed or pasted is cut
  const near = name.length >= PUBLIC_NAME_MAX * 0.8;
  const over = name.length > PUBLIC_NAME_MAX;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    reset();
    try {
      await save({ publicName: name.trim() || null }).unwrap();
    } catch {
      // shown below
    }
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="card space-y-4 p-5 sm:p-6">
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Public name
      </h2>
      <form className="space-y-3" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div>
          <label htmlFor={`${ids}-name`} className="field-label">
            Name shown with your feed posts
          </label>
          <input
            id={`${ids}-name`}
            className="field-input"
            dir="auto"
            autoComplete="nickname"
            aria-invalid={over}
            aria-describedby={`${ids}-hint`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${ids}-hint`} className="mt-1 flex justify-between gap-3 text-xs text-muted">
            <span>Leave it empty and your posts show only your girl&apos;s name, never your username.</span>
            {near ? (
              <span aria-live="polite" className={over ? 'font-semibold text-rose' : undefined}>
                {name.length} / {PUBLIC_NAME_MAX}
              </span>
            ) : null}
          </p>
        </div>
        {error ? <Alert>{errorMessage(error)}</Alert> : null}
        {isSuccess ? (
          <p role="status" className="text-sm font-medium text-emerald-300">
            {name.trim() ? 'Saved. Your feed posts show this name.' : 'Saved. Your feed posts show no name.'}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('secondary')} disabled={isLoading || over} aria-busy={isLoading}>
          {isLoading ? 'Saving...' : 'Save public name'}
        </button>
      </form>
    </section>
  );
}
