import { FREE_CHAT_AI_MESSAGES, MESSAGES, NEW_USER_CREDITS } from '@contracts';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { errorMessage } from '../../app/errors';
import { buttonClass } from '../../components/button';
import { useDocumentTitle } from '../../components/Page';
import { useSignInMutation, useSignUpMutation } from './authApi';
import { useSession } from './useSession';

type Mode = 'signin' | 'signup';

const COPY = {
  signin: {
    title: 'Welcome Back',
    subtitle: 'Sign in to chat with your girls and make new pictures.',
    submit: 'Sign In',
    busy: 'Signing in...',
    switchText: "Don't have an account?",
    switchAction: 'Sign up',
  },
  signup: {
    title: 'Create Account',
    // the count the server keeps: her messages in each chat, the greeting and pictures included
    subtitle: `Free to start: ${NEW_USER_CREDITS} image credits, and ${FREE_CHAT_AI_MESSAGES} messages from each girl (her greeting and pictures count).`,
    submit: 'Sign Up',
    busy: 'Creating account...',
    switchText: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

interface FieldProps {
  id: string;
  mode: Mode;
  value: string;
  onChange: (value: string) => void;
  /** left blank when the form was sent */
  missing: boolean;
}

function UsernameField({ id, mode, value, onChange, missing }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Username
      </label>
      <input
        id={id}
        name="username"
        className="field-input"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={missing ? true : undefined}
      />
      {mode === 'signup' ? (
        <p className="mt-1.5 text-xs text-muted">3 to 32 letters, digits, dots, dashes or underscores.</p>
      ) : null}
    </div>
  );
}

/** The password, with a Show / Hide toggle. */
function PasswordField({ id, mode, value, onChange, missing }: FieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Password
      </label>
      <div className="relative">
        <input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          className="field-input pr-20"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={missing ? true : undefined}
        />
        <button
          type="button"
          className="absolute inset-y-1.5 right-1.5 rounded-lg px-3 text-xs font-semibold text-muted hover:bg-night hover:text-ink"
          onClick={() => setShown((was) => !was)}
          aria-pressed={shown}
          aria-controls={id}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {mode === 'signup' ? <p className="mt-1.5 text-xs text-muted">At least 8 characters.</p> : null}
    </div>
  );
}

export default function SignInPage() {
  const navigate = useNavigate();
  // "Try for free" opens it to create an account
  const opened = useLocation().state as { mode?: Mode } | null;
  const [mode, setMode] = useState<Mode>(opened?.mode === 'signup' ? 'signup' : 'signin');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signIn, signInState] = useSignInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const ids = useId();
  const copy = COPY[mode];
  const busy = signInState.isLoading || signUpState.isLoading;
  useDocumentTitle(copy.title);
  const { isSignedIn } = useSession();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password.trim()) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    const credentials = { username: username.trim(), password };
    try {
      await (mode === 'signin' ? signIn(credentials) : signUp(credentials)).unwrap();
      void navigate('/mygirls');
    } catch (err) {
      setError(mode === 'signin' ? errorMessage(err) : errorMessage(err, MESSAGES.signUpFailed));
    }
  }

  function switchMode() {
    setMode(mode === 'signin' ? 'signup' : 'signin');
    setError(null);
  }

  // a signed-in visitor has nothing to do here (but a sign-in that just succeeded navigates itself)
  if (isSignedIn && !busy) return <Navigate to="/mygirls" replace />;

  const errorId = `${ids}-error`;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <section className="card relative overflow-hidden p-6 sm:p-8" aria-labelledby={`${ids}-title`}>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-56 rounded-full bg-rose/25 blur-3xl"
        />
        <h1 id={`${ids}-title`} className="relative text-3xl font-bold tracking-tight">
          {copy.title}
        </h1>
        <p className="relative mt-2 text-muted">{copy.subtitle}</p>

        <form
          className="relative mt-8 space-y-5"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? errorId : undefined}
        >
          <UsernameField
            id={`${ids}-username`}
            mode={mode}
            value={username}
            onChange={setUsername}
            missing={error === MESSAGES.fillAllFields && !username.trim()}
          />
          <PasswordField
            id={`${ids}-password`}
            mode={mode}
            value={password}
            onChange={setPassword}
            missing={error === MESSAGES.fillAllFields && !password.trim()}
          />

          {error ? (
            <p
              id={errorId}
              role="alert"
              className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
            >
              {error}
            </p>
          ) : null}

          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy} aria-busy={busy}>
            {busy ? copy.busy : copy.submit}
          </button>
        </form>

        <p className="relative mt-6 text-center text-sm text-muted">
          {copy.switchText}{' '}
          <button type="button" className="link rounded" onClick={switchMode}>
            {copy.switchAction}
          </button>
        </p>
      </section>
    </div>
  );
}
