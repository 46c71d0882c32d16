import { WIZARD_STEPS } from '@contracts';

/** One dot per step: done, current, to come. */
export function ProgressDots({ current }: { current: number }) {
  return (
    <ol aria-label="Progress" className="flex items-center gap-1.5">
      {WIZARD_STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={step.field} aria-current={state === 'current' ? 'step' : undefined} className="flex">
            <span
              aria-hidden="true"
              className={`h-2 rounded-full transition-all duration-300 ${
                state === 'current' ? 'w-7 bg-rose' : state === 'done' ? 'w-2 bg-rose-soft' : 'w-2 bg-line'
              }`}
            />
            <span className="sr-only">
              Step {index + 1}
              {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
