import { MESSAGES, NAME_REQUIRED, WIZARD_STEPS } from '@contracts';
import { useNavigate } from 'react-router-dom';

import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { useCreateGirlMutation, usePolicyCheckMutation } from '../girls/girlsApi';
import { jobQueued } from '../jobs/jobsSlice';
import { type Answers, clearAnswers, ownWords, toRequest } from './wizardAnswers';

const UNEXPECTED_SAVE_ERROR = 'Unexpected error saving girl. See console for details.';

/** An error shown on the wizard, with the step that can fix it (when that is another step). */
export interface WizardError {
  text: string;
  fixAt?: number;
  /** a free allowance is used up (402): the way to premium is shown with it */
  upsell?: boolean;
}

/**
 * Next and Finish: the visitor's own words wait for the policy check before the next step, and
 * Finish saves her, follows her portrait job and opens her chat, or says which step to change.
 */
export function useWizardSubmit(
  answers: Answers,
  goTo: (index: number) => void,
  setError: (e: WizardError | null) => void,
) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createGirl, { isLoading: submitting }] = useCreateGirlMutation();
  const [policyCheck, { isLoading: checking }] = usePolicyCheckMutation();

  /** The steps (from `fields`) whose own words the policy refuses; null when the check itself failed. */
  async function refusedSteps(indexes: number[]): Promise<number[] | null> {
    const asked = indexes.flatMap((index) =>
      ownWords(answers, WIZARD_STEPS[index].field).map((text) => ({ index, text })),
    );
    if (!asked.length) return [];
    try {
      const { refused } = await policyCheck({ texts: asked.map((a) => a.text) }).unwrap();
      return [...new Set(refused.map((i) => asked[i].index))];
    } catch {
      return null; // the server checks everything again at Finish
    }
  }

  async function next(stepIndex: number) {
    // suggestions need no check: only the visitor's own words wait for the server's word
    const field = WIZARD_STEPS[stepIndex].field;
    if (field === 'name' && !answers.name.trim()) {
      setError({ text: NAME_REQUIRED });
      return;
    }
    const refused = ownWords(answers, field).length ? await refusedSteps([stepIndex]) : [];
    if (refused?.length) {
      setError({ text: MESSAGES.adultsOnly });
      return;
    }
    goTo(stepIndex + 1);
  }

  async function finish() {
    if (!answers.name.trim()) {
      setError({ text: NAME_REQUIRED, fixAt: WIZARD_STEPS.findIndex((s) => s.field === 'name') });
      return;
    }
    if (answers.personality.length === 0) {
      setError({ text: MESSAGES.personalityRequired, fixAt: WIZARD_STEPS.findIndex((s) => s.field === 'personality') });
      return;
    }
    setError(null);
    try {
      const { girl, jobId } = await createGirl(toRequest(answers)).unwrap();
      clearAnswers();
      dispatch(jobQueued({ jobId, kind: 'portrait', girlId: girl.id }));
      void navigate(`/chat/${girl.id}`, { state: { portraitJobId: jobId } });
    } catch (err) {
      if (errorStatus(err) === undefined) {
        console.error('Saving the girl failed:', err);
        setError({ text: UNEXPECTED_SAVE_ERROR });
      } else if (errorStatus(err) === 422) {
        // the step to change: the first one the policy refuses on its own, else the first with own words
        const all = WIZARD_STEPS.map((_, index) => index);
        const refused = (await refusedSteps(all)) ?? [];
        const fixAt = refused[0] ?? all.find((index) => ownWords(answers, WIZARD_STEPS[index].field).length > 0);
        setError({ text: `Error saving girl: ${errorMessage(err, MESSAGES.adultsOnly)}`, fixAt });
      } else if (errorStatus(err) === 402) {
        // a free user's girls of the day are used up: the server says so, with the way to premium
        setError({ text: errorMessage(err, MESSAGES.girlsPerDay), upsell: true });
      } else {
        setError({ text: `Error saving girl: ${errorMessage(err, MESSAGES.unexpectedError)}` });
      }
    }
  }

  return { next, finish, submitting, checking };
}
