import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, WIZARD_STEPS } from '@contracts';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage, errorStatus } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { useCreateGirlMutation, usePolicyCheckMutation } from '../girls/girlsApi';
import { jobQueued } from '../jobs/jobsSlice';
import { ProgressDots } from './ProgressDots';
import { StepBody } from './StepBody';
import { useWizardStep } from './useWizardStep';
import { clearAnswers, loadAnswers, ownWords, saveAnswers, toRequest, type Answers } from './wizardAnswers';

export { toRequest } from './wizardAnswers';

const UNEXPECTED_SAVE_ERROR = 'Unexpected error saving girl. See console for details.';

/** An error shown on the wizard, with the step that can fix it (when that is another step). */
interface WizardError {
  text: string;
  fixAt?: number;
}

/** The create wizard: nine questions, one per step (in the URL), then Finish saves her and opens her chat. */
export function Wizard() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createGirl, { isLoading: submitting }] = useCreateGirlMutation();
  const [policyCheck, { isLoading: checking }] = usePolicyCheckMutation();
  const [stepIndex, goTo] = useWizardStep();
  const [answers, setAnswers] = useState<Answers>(loadAnswers);
  const [error, setError] = useState<WizardError | null>(null);
  const ids = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const step = WIZARD_STEPS[stepIndex]!;
  const isLast = stepIndex === WIZARD_STEPS.length - 1;
  const busy = submitting || checking;
  const questionId = `${ids}-question`;
  const errorId = `${ids}-error`;

  useEffect(() => saveAnswers(answers), [answers]);

  // A new step (Next, Previous, Back, Forward): its question gets the focus, and the card comes into
  // view only if it is scrolled away, so the page does not jump on every step.
  useEffect(() => {
    setError(null);
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
      return next;
    });
  }

  /** The steps (from `fields`) whose own words the policy refuses; null when the check itself failed. */
  async function refusedSteps(indexes: number[]): Promise<number[] | null> {
    const asked = indexes.flatMap((index) => ownWords(answers, WIZARD_STEPS[index]!.field).map((text) => ({ index, text })));
    if (!asked.length) return [];
    try {
      const { refused } = await policyCheck({ texts: asked.map((a) => a.text) }).unwrap();
      return [...new Set(refused.map((i) => asked[i]!.index))];
    } catch {
      return null; // the server checks everything again at Finish
    }
  }

  async function next() {
    // suggestions need no check: only the visitor's own words wait for the server's word
    const refused = ownWords(answers, step.field).length ? await refusedSteps([stepIndex]) : [];
    if (refused?.length) {
      setError({ text: MESSAGES.adultsOnly });
      return;
    }
    goTo(stepIndex + 1);
  }

  async function finish() {
    if (answers.personality.length === 0) {
      setError({ text: MESSAGES.personalityRequired, fixAt: WIZARD_STEPS.findIndex((s) => s.field === 'personality') });
      return;
    }
    setError(null);
    try {
      const { girl, jobId } = await createGirl(toRequest(answers)).unwrap();
      clearAnswers();
      dispatch(jobQueued({ jobId, kind: 'portrait', girlId: girl.id }));
      navigate(`/chat/${girl.id}`, { state: { portraitJobId: jobId } });
    } catch (err) {
      if (errorStatus(err) === undefined) {
        console.error('Saving the girl failed:', err);
        setError({ text: UNEXPECTED_SAVE_ERROR });
      } else if (errorStatus(err) === 422) {
        // the step to change: the first one the policy refuses on its own, else the first with own words
        const all = WIZARD_STEPS.map((_, index) => index);
        const refused = (await refusedSteps(all)) ?? [];
        const fixAt = refused[0] ?? all.find((index) => ownWords(answers, WIZARD_STEPS[index]!.field).length > 0);
        setError({ text: `Error saving girl: ${errorMessage(err, MESSAGES.adultsOnly)}`, fixAt });
      } else {
        setError({ text: `Error saving girl: ${errorMessage(err, MESSAGES.unexpectedError)}` });
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void (isLast ? finish() : next());
  }

  const fixAt = error?.fixAt;
  return (
    <section ref={sectionRef} className="card scroll-mt-20 p-5 sm:p-6" aria-label="Create your girl">
      <ProgressDots current={stepIndex} />

      <form className="mt-5" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
        <p className="text-xs font-semibold tracking-wide text-rose-soft uppercase">
          Step {stepIndex + 1} of {WIZARD_STEPS.length}
        </p>
        <h2 id={questionId} ref={headingRef} tabIndex={-1} className="mt-1 rounded-lg text-2xl font-bold tracking-tight sm:text-3xl">
          {step.question}
        </h2>

        <div className="mt-5">
          <StepBody key={step.field} field={step.field} questionId={questionId} answers={answers} onChange={update} />
        </div>

        {error ? (
          <Alert id={errorId} className="mt-5">
            <p>{error.text}</p>
            {fixAt !== undefined && fixAt !== stepIndex ? (
              <button type="button" className="link mt-1 rounded text-left" onClick={() => goTo(fixAt)}>
                {error.text === MESSAGES.personalityRequired ? 'Choose her personality' : `Change it on step ${fixAt + 1}: ${WIZARD_STEPS[fixAt]!.question}`}
              </button>
            ) : null}
          </Alert>
        ) : null}

        {/* stays in sight at the bottom of the window, however long the step */}
        <div className="sticky bottom-0 z-10 -mx-5 mt-6 flex items-center justify-between gap-3 rounded-b-2xl border-t border-line/60 bg-surface/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:px-6">
          <button type="button" className={buttonClass('secondary')} onClick={() => goTo(stepIndex - 1)} disabled={stepIndex === 0 || busy}>
            Previous
          </button>
          {isLast ? (
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy} aria-busy={submitting}>
              {submitting ? 'Submitting...' : 'Finish'}
            </button>
          ) : (
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={checking} aria-busy={checking}>
              Next
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
