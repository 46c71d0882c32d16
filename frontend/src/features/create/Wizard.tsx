import { MESSAGES, NAME_REQUIRED, WIZARD_STEPS } from '@contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { CreditsUpsell } from '../../components/CreditsUpsell';
import { useScrollIntoSight } from '../../components/useScrollIntoSight';
import { ProgressDots } from './ProgressDots';
import { StepBody } from './StepBody';
import { useWizardStep } from './useWizardStep';
import { useWizardSubmit, type WizardError } from './useWizardSubmit';
import { type Answers, loadAnswers, saveAnswers } from './wizardAnswers';

export { toRequest } from './wizardAnswers';

/** The create wizard: nine questions, one per step (in the URL), then Finish saves her and opens her chat. */
export function Wizard() {
  const [stepIndex, goTo] = useWizardStep();
  const [answers, setAnswers] = useState<Answers>(loadAnswers);
  const [error, setError] = useState<WizardError | null>(null);
  // an error belongs to the step it was shown on: a new step starts without one
  const [errorStep, setErrorStep] = useState(stepIndex);
  if (errorStep !== stepIndex) {
    setErrorStep(stepIndex);
    setError(null);
  }
  const { next, finish, submitting, checking } = useWizardSubmit(answers, goTo, setError);
  const ids = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const step = WIZARD_STEPS[stepIndex];
  const isLast = stepIndex === WIZARD_STEPS.length - 1;
  const busy = submitting || checking;
  const questionId = `${ids}-question`;
  const errorId = `${ids}-error`;

  useEffect(() => saveAnswers(answers), [answers]);

  // A new step (Next, Previous, Back, Forward): its question gets the focus, and the card comes into
  // view only if it is scrolled away, so the page does not jump on every step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    const card = sectionRef.current;
    if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView?.({ block: 'start' });
  }, [stepIndex]);

  function update(change: (a: Answers) => Answers) {
    setAnswers((a) => {
      const next = change(a);
      if (next.personality.length > 0) setError((e) => (e?.text === MESSAGES.personalityRequired ? null : e));
      if (next.name.trim()) setError((e) => (e?.text === NAME_REQUIRED ? null : e));
      return next;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void (isLast ? finish() : next(stepIndex));
  }

  return (
    <section ref={sectionRef} className="card scroll-mt-20 p-5 sm:p-6" aria-label="Create your girl">
      <ProgressDots current={stepIndex} />

      <form className="mt-5" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
        <p className="text-xs font-semibold tracking-wide text-rose-soft uppercase">
          Step {stepIndex + 1} of {WIZARD_STEPS.length}
        </p>
        <h2
          id={questionId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 rounded-lg text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {step.question}
        </h2>

        <div className="mt-5">
          <StepBody key={step.field} field={step.field} questionId={questionId} answers={answers} onChange={update} />
        </div>

        {error ? <WizardErrorAlert id={errorId} error={error} stepIndex={stepIndex} goTo={goTo} /> : null}

        <WizardNav
          isLast={isLast}
          onPrevious={() => goTo(stepIndex - 1)}
          previousDisabled={stepIndex === 0 || busy}
          submitting={submitting}
          checking={checking}
        />
      </form>
    </section>
  );
}

interface WizardErrorAlertProps {
  id: string;
  error: WizardError;
  stepIndex: number;
  goTo: (index: number) => void;
}

/** The error, with a link to the step that can fix it when that is another step. */
function WizardErrorAlert({ id, error, stepIndex, goTo }: WizardErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  // in sight above the sticky Previous/Next bar (its scroll margin), however long the step
  useScrollIntoSight(ref, error);
  return (
    <div ref={ref} className="scroll-mt-24 scroll-mb-28">
      <WizardErrorText id={id} error={error} stepIndex={stepIndex} goTo={goTo} />
    </div>
  );
}

function WizardErrorText({ id, error, stepIndex, goTo }: WizardErrorAlertProps) {
  const fixAt = error.fixAt;
  if (error.upsell) return <CreditsUpsell id={id} text={error.text} className="mt-5" />;
  return (
    <Alert id={id} className="mt-5">
      <p>{error.text}</p>
      {fixAt !== undefined && fixAt !== stepIndex ? (
        <button type="button" className="link mt-1 rounded text-left" onClick={() => goTo(fixAt)}>
          {error.text === MESSAGES.personalityRequired
            ? 'Choose her personality'
            : error.text === NAME_REQUIRED
              ? 'Give her a name'
              : `Change it on step ${fixAt + 1}: ${WIZARD_STEPS[fixAt].question}`}
        </button>
      ) : null}
    </Alert>
  );
}

interface WizardNavProps {
  isLast: boolean;
  onPrevious: () => void;
  previousDisabled: boolean;
  submitting: boolean;
  checking: boolean;
}

/** Previous and Next (Finish on the last step), in sight at the bottom of the window however long the step. */
function WizardNav({ isLast, onPrevious, previousDisabled, submitting, checking }: WizardNavProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 mt-6 flex items-center justify-between gap-3 rounded-b-2xl border-t border-line/60 bg-surface/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
      <button type="button" className={buttonClass('secondary')} onClick={onPrevious} disabled={previousDisabled}>
        Previous
      </button>
      {isLast ? (
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={submitting || checking}
          aria-busy={submitting}
        >
          {submitting ? 'Submitting...' : 'Finish'}
        </button>
      ) : (
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={checking} aria-busy={checking}>
          Next
        </button>
      )}
    </div>
  );
}
