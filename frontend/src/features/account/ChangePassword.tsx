import { PASSWORD_MAX, PASSWORD_MIN } from '@contracts';
import { type FormEvent, useId, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import { useChangePasswordMutation } from './accountApi';

/** The password, changed with the current one; the person's other sessions end. */
export function ChangePassword() {
  const ids = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nextLimit = useLimit(next, PASSWORD_MAX);
  const [change, { isLoading, isSuccess, error, reset }] = useChangePasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    reset();
    if (!current || !next.trim()) return setProblem('Please fill in all fields');
    if (next !== again) return setProblem('The new passwords are not the same.');
    setProblem(null);
    try {
      await change({ current, next }).unwrap();
      setCurrent('');
      setNext('');
      setAgain('');
    } catch {
      // shown below
    }
  }

  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    auto: string,
    limit?: typeof nextLimit,
  ) => (
    <div>
      <label htmlFor={`${ids}-${id}`} className="field-label">
        {label}
      </label>
      <input
        id={`${ids}-${id}`}
        type="password"
        className="field-input"
        autoComplete={auto}
        {...limit?.field}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
      {limit ? <LimitCounter {...limit.counter} /> : null}
    </div>
  );

  return (
    <section aria-labelledby={`${ids}-title`} className="card space-y-4 p-5 sm:p-6">
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Password
      </h2>
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        {field('current', 'Current password', current, setCurrent, 'current-password')}
        {field('next', 'New password', next, setNext, 'new-password', nextLimit)}
        {field('again', 'New password again', again, setAgain, 'new-password')}
        <p className="text-xs text-muted">
          {PASSWORD_MIN} to {PASSWORD_MAX} characters. Your other sessions will be signed out.
        </p>
        {problem || error ? <Alert>{problem ?? errorMessage(error)}</Alert> : null}
        {isSuccess ? (
          <p role="status" className="text-sm font-medium text-emerald-300">
            Your password is changed. Your other sessions were signed out.
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary')} disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Changing...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
