import { type ReactNode, useEffect, useRef, useState } from 'react';

import { buttonClass } from '../../components/button';
import { isAgeConfirmed, rememberAgeConfirmed } from './ageConfirmation';

type GateState = 'asking' | 'confirmed' | 'left';

/** Nothing of the app renders until the visitor confirms they are 18 or older. */
export function AgeGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>(() => (isAgeConfirmed() ? 'confirmed' : 'asking'));

  if (state === 'confirmed') return <>{children}</>;
  if (state === 'left') return <Goodbye onBack={() => setState('asking')} />;

  return (
    <GateNotice
      onConfirm={() => {
        rememberAgeConfirmed();
        setState('confirmed');
      }}
      onLeave={() => setState('left')}
    />
  );
}

function GateNotice({ onConfirm, onLeave }: { onConfirm: () => void; onLeave: () => void }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.title = 'Adults only · AI Girls';
    confirmRef.current?.focus();
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-10">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        className="card w-full max-w-md p-8 text-center sm:p-10"
      >
        <div
          aria-hidden="true"
          className="mx-auto mb-6 flex size-16 items-center justify-center rounded-full border-2 border-rose-soft text-xl font-bold text-rose-soft"
        >
          18+
        </div>
        <h1 id="age-gate-title" className="text-2xl font-bold tracking-tight">
          This site contains content for adults only.
        </h1>
        <p id="age-gate-text" className="mt-3 text-muted">
          Every character here is a fictional adult. Please confirm your age to continue.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button ref={confirmRef} type="button" className={buttonClass('primary', 'lg')} onClick={onConfirm}>
            I am 18 or older
          </button>
          <button type="button" className={buttonClass('secondary', 'lg')} onClick={onLeave}>
            Leave
          </button>
        </div>
      </section>
    </main>
  );
}

function Goodbye({ onBack }: { onBack: () => void }) {
  useEffect(() => {
    document.title = 'Goodbye';
  }, []);
  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-10">
      <section className="card w-full max-w-md p-8 text-center sm:p-10" aria-labelledby="goodbye-title">
        <h1 id="goodbye-title" className="text-2xl font-bold tracking-tight">
          Goodbye
        </h1>
        <p className="mt-3 text-muted">This site is for adults only. You can close this tab now.</p>
        <button type="button" className={buttonClass('ghost', 'sm', 'mt-6')} onClick={onBack}>
          I clicked Leave by mistake
        </button>
      </section>
    </main>
  );
}
