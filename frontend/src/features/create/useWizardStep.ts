import { WIZARD_STEPS } from '@contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The step lives in the URL (/create?step=3, counted from 1), so the browser's Back and Forward move
 * between steps and a reload stays on the step. Anything else in `step` means the first step.
 */
export function useWizardStep(): [index: number, goTo: (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step'));
  const index = Number.isInteger(asked) && asked >= 1 && asked <= WIZARD_STEPS.length ? asked - 1 : 0;
  const goTo = useCallback(
    (next: number) => {
      if (next >= 0 && next < WIZARD_STEPS.length) setParams({ step: String(next + 1) });
    },
    [setParams],
  );
  return [index, goTo];
}
