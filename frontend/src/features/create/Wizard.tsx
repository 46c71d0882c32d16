import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  SUGGESTIONS,
  SUGGESTIONS_PER_PAGE,
  WIZARD_STEPS,
  type CreateGirlRequest,
  type Style,
  type WizardField,
} from '@contracts';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage, errorStatus } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { useCreateGirlMutation } from '../girls/girlsApi';
import { jobQueued } from '../jobs/jobsSlice';
import { thumbnailUrl } from './thumbnails';
import { MAX_ANSWER_LENGTH, MAX_TRAIT_LENGTH, MAX_TRAITS, TRAIT_DESCRIPTIONS } from './traits';

/** The appearance steps: one text answer each (a suggestion or the visitor's own words). */
type LookField = 'eyes' | 'mouth' | 'nose' | 'hair' | 'body' | 'skin';

interface Answers {
  name: string;
  /** the suggestion picked on each appearance step */
  picked: Record<LookField, string | null>;
  /** what the visitor typed on each appearance step (wins over a picked suggestion) */
  typed: Record<LookField, string>;
  personality: string[];
  style: Style;
}

const LOOK_FIELDS: readonly LookField[] = ['eyes', 'mouth', 'nose', 'hair', 'body', 'skin'];

const EMPTY: Answers = {
  name: '',
  picked: { eyes: null, mouth: null, nose: null, hair: null, body: null, skin: null },
  typed: { eyes: '', mouth: '', nose: '', hair: '', body: '', skin: '' },
  personality: [],
  style: 'Realistic',
};

const UNEXPECTED_SAVE_ERROR = 'Unexpected error saving girl. See console for details.';

function isLookField(field: WizardField): field is LookField {
  return (LOOK_FIELDS as readonly string[]).includes(field);
}

/** The answer of an appearance step: typed text, else the picked suggestion, else null. */
function lookAnswer(answers: Answers, field: LookField): string | null {
  return answers.typed[field].trim() || answers.picked[field] || null;
}

/** The request body: empty answers become null. */
export function toRequest(answers: Answers): CreateGirlRequest {
  const looks = Object.fromEntries(LOOK_FIELDS.map((field) => [field, lookAnswer(answers, field)])) as Record<
    LookField,
    string | null
  >;
  return { name: answers.name.trim() || null, ...looks, personality: answers.personality, style: answers.style };
}

/** The create wizard: nine questions, one per step, then Finish saves her and opens her chat. */
export function Wizard() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createGirl, { isLoading: submitting }] = useCreateGirlMutation();
  const [stepIndex, setStepIndex] = useState(0);
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const step = WIZARD_STEPS[stepIndex]!;
  const isLast = stepIndex === WIZARD_STEPS.length - 1;
  const questionId = `${ids}-question`;
  const errorId = `${ids}-error`;

  // A new step: focus goes to its question (the suggestion page was reset by goTo).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  function goTo(index: number) {
    if (index < 0 || index >= WIZARD_STEPS.length) return;
    setError(null);
    setStepIndex(index);
    setPage(0);
  }

  async function finish() {
    if (submitting) return;
    if (answers.personality.length === 0) {
      setError(MESSAGES.personalityRequired);
      return;
    }
    setError(null);
    try {
      const { girl, jobId } = await createGirl(toRequest(answers)).unwrap();
      dispatch(jobQueued({ jobId, kind: 'portrait', girlId: girl.id }));
      navigate(`/chat/${girl.id}`, { state: { portraitJobId: jobId } });
    } catch (err) {
      if (errorStatus(err) === undefined) {
        console.error('Saving the girl failed:', err);
        setError(UNEXPECTED_SAVE_ERROR);
      } else {
        setError(`Error saving girl: ${errorMessage(err, MESSAGES.unexpectedError)}`);
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLast) void finish();
    else goTo(stepIndex + 1);
  }

  const setLook = (field: LookField, patch: { picked?: string | null; typed?: string }) =>
    setAnswers((a) => ({
      ...a,
      picked: 'picked' in patch ? { ...a.picked, [field]: patch.picked ?? null } : a.picked,
      typed: patch.typed !== undefined ? { ...a.typed, [field]: patch.typed } : a.typed,
    }));

  let body;
  if (step.field === 'name') {
    body = (
      <input
        id={`${ids}-name`}
        className="field-input"
        aria-labelledby={questionId}
        placeholder="e.g. Mia"
        autoComplete="off"
        maxLength={MAX_ANSWER_LENGTH}
        value={answers.name}
        onChange={(event) => setAnswers((a) => ({ ...a, name: event.target.value }))}
      />
    );
  } else if (step.field === 'personality') {
    body = (
      <PersonalityPicker
        selected={answers.personality}
        onChange={(personality) => {
          setAnswers((a) => ({ ...a, personality }));
          if (personality.length > 0) setError(null);
        }}
      />
    );
  } else if (step.field === 'style') {
    body = (
      <SuggestionPicker
        field="style"
        suggestions={SUGGESTIONS.style}
        picked={answers.style}
        page={0}
        onPage={() => undefined}
        onPick={(style) => setAnswers((a) => ({ ...a, style: (style as Style | null) ?? a.style }))}
        large
      />
    );
  } else if (isLookField(step.field)) {
    const field = step.field;
    const answer = lookAnswer(answers, field);
    body = (
      <div className="space-y-6">
        <SuggestionPicker
          field={field}
          suggestions={SUGGESTIONS[field]}
          picked={answers.typed[field].trim() ? null : answers.picked[field]}
          page={page}
          onPage={setPage}
          onPick={(picked) => setLook(field, { picked, typed: '' })}
        />
        <div>
          <label htmlFor={`${ids}-${field}-own`} className="field-label">
            Or type your own
          </label>
          <input
            id={`${ids}-${field}-own`}
            className="field-input"
            placeholder={`e.g. ${SUGGESTIONS[field][SUGGESTIONS[field].length - 1]}`}
            autoComplete="off"
            maxLength={MAX_ANSWER_LENGTH}
            value={answers.typed[field]}
            onChange={(event) => setLook(field, { typed: event.target.value, picked: null })}
          />
          <p className="mt-2 text-sm text-muted" aria-live="polite">
            {answer ? (
              <>
                Your choice: <span className="font-semibold text-ink">{answer}</span>
              </>
            ) : (
              'Optional: skip it and she will surprise you.'
            )}
          </p>
        </div>
      </div>
    );
  }

  return (
    <section className="card p-5 sm:p-8" aria-label="Create your girl">
      <ProgressDots current={stepIndex} />

      <form className="mt-6" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
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

        <div className="mt-6">{body}</div>

        {error ? (
          <Alert id={errorId} className="mt-6">
            <p>{error}</p>
            {error === MESSAGES.personalityRequired && step.field !== 'personality' ? (
              <button
                type="button"
                className="link mt-1 rounded"
                onClick={() => goTo(WIZARD_STEPS.findIndex((s) => s.field === 'personality'))}
              >
                Choose her personality
              </button>
            ) : null}
          </Alert>
        ) : null}

        <div className="mt-8 flex items-center justify-between gap-3 border-t border-line/60 pt-6">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => goTo(stepIndex - 1)}
            disabled={stepIndex === 0 || submitting}
          >
            Previous
          </button>
          {isLast ? (
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Submitting...' : 'Finish'}
            </button>
          ) : (
            <button type="submit" className={buttonClass('primary', 'lg')}>
              Next
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** One dot per step: done, current, to come. */
function ProgressDots({ current }: { current: number }) {
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

interface SuggestionPickerProps {
  field: WizardField;
  suggestions: readonly string[];
  picked: string | null;
  page: number;
  onPage: (page: number) => void;
  /** the suggestion, or null when the picked one is clicked again */
  onPick: (suggestion: string | null) => void;
  /** bigger cards (the style step's two choices) */
  large?: boolean;
}

/** Suggestion buttons, SUGGESTIONS_PER_PAGE at a time, with pagination dots. */
function SuggestionPicker({ field, suggestions, picked, page, onPage, onPick, large = false }: SuggestionPickerProps) {
  const pages = Math.max(1, Math.ceil(suggestions.length / SUGGESTIONS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = suggestions.slice(current * SUGGESTIONS_PER_PAGE, (current + 1) * SUGGESTIONS_PER_PAGE);
  const withPictures = thumbnailUrl(field, suggestions[0] ?? '') !== null;

  return (
    <div>
      <ul
        aria-label="Suggestions"
        className={`grid gap-3 ${large ? 'mx-auto max-w-md grid-cols-2' : 'grid-cols-3'}`}
      >
        {shown.map((suggestion) => {
          const selected = picked === suggestion;
          const src = thumbnailUrl(field, suggestion);
          return (
            <li key={suggestion} className="flex">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onPick(selected && field !== 'style' ? null : suggestion)}
                className={`flex w-full flex-col overflow-hidden rounded-2xl border text-center transition-colors ${
                  selected
                    ? 'border-rose bg-rose/15 text-ink ring-2 ring-rose'
                    : 'border-line bg-raised text-ink hover:border-plum'
                } ${withPictures ? '' : 'min-h-16 items-center justify-center'}`}
              >
                {src ? <Thumbnail key={src} src={src} /> : null}
                <span className={`block px-2 py-2.5 font-semibold ${large ? 'text-base' : 'text-sm'}`}>{suggestion}</span>
              </button>
            </li>
          );
        })}
      </ul>

      {pages > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-2">
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink disabled:opacity-40"
            onClick={() => onPage(current - 1)}
            disabled={current === 0}
            aria-label="Previous suggestions"
          >
            <Chevron direction="left" />
          </button>
          <div className="flex items-center gap-1" role="group" aria-label="Suggestion pages">
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => onPage(index)}
                aria-label={`Page ${index + 1} of ${pages}`}
                aria-current={index === current ? 'true' : undefined}
                className="flex size-7 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${index === current ? 'size-3 bg-rose' : 'size-2 bg-line hover:bg-plum'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-raised hover:text-ink disabled:opacity-40"
            onClick={() => onPage(current + 1)}
            disabled={current === pages - 1}
            aria-label="More suggestions"
          >
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A suggestion's picture; hidden if it fails to load. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <span className="relative block aspect-[2/3] w-full bg-night">
      <img
        src={src}
        alt=""
        width={180}
        height={270}
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover"
      />
    </span>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** The 30 traits as toggle buttons, the visitor's own traits, and what is selected. */
function PersonalityPicker({ selected, onChange }: { selected: string[]; onChange: (traits: string[]) => void }) {
  const [own, setOwn] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const ids = useId();
  const isSelected = (trait: string) => selected.some((s) => s.toLowerCase() === trait.toLowerCase());
  const ownTraits = selected.filter((trait) => !(SUGGESTIONS.personality as readonly string[]).includes(trait));

  function toggle(trait: string) {
    setNote(null);
    if (isSelected(trait)) {
      onChange(selected.filter((s) => s.toLowerCase() !== trait.toLowerCase()));
    } else if (selected.length >= MAX_TRAITS) {
      setNote(`Up to ${MAX_TRAITS} traits.`);
    } else {
      onChange([...selected, trait]);
    }
  }

  function add() {
    const text = own.trim();
    if (!text) {
      setOwn('');
      return;
    }
    // one of the 30 typed by hand counts as that button
    const trait = SUGGESTIONS.personality.find((s) => s.toLowerCase() === text.toLowerCase()) ?? text;
    setOwn('');
    if (isSelected(trait)) return;
    toggle(trait);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-6">
      <ul aria-label="Personality traits" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {SUGGESTIONS.personality.map((trait) => {
          const on = isSelected(trait);
          return (
            <li key={trait} className="flex">
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(trait)}
                className={`flex w-full flex-col items-start rounded-xl border px-3 py-2.5 text-left transition-colors ${
                  on ? 'border-rose bg-rose/15 ring-1 ring-rose' : 'border-line bg-raised hover:border-plum'
                }`}
              >
                <span className="text-sm font-semibold text-ink">{trait}</span>
                <span className="mt-0.5 text-xs leading-snug text-muted">{TRAIT_DESCRIPTIONS[trait]}</span>
              </button>
            </li>
          );
        })}
      </ul>

      <div>
        <label htmlFor={`${ids}-own`} className="field-label">
          Add your own trait
        </label>
        <div className="flex gap-2">
          <input
            id={`${ids}-own`}
            className="field-input"
            placeholder="e.g. Loves cats"
            autoComplete="off"
            maxLength={MAX_TRAIT_LENGTH}
            value={own}
            onChange={(event) => setOwn(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={buttonClass('secondary', 'md', 'flex-none')} onClick={add}>
            Add
          </button>
        </div>
        {ownTraits.length > 0 ? (
          <ul aria-label="Your own traits" className="mt-3 flex flex-wrap gap-2">
            {ownTraits.map((trait) => (
              <li key={trait}>
                <button
                  type="button"
                  aria-pressed="true"
                  onClick={() => toggle(trait)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-rose bg-rose/15 py-1 pr-2 pl-3 text-sm font-medium"
                >
                  {trait}
                  <span aria-hidden="true" className="text-muted">
                    ×
                  </span>
                  <span className="sr-only">(remove)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {note ? <p className="mt-2 text-sm text-danger">{note}</p> : null}
      </div>

      <p className="rounded-xl bg-night/60 px-4 py-3 text-sm font-medium text-ink" aria-live="polite">
        {`Selected: ${selected.length ? selected.join(', ') : 'none yet'}`}
      </p>
    </div>
  );
}
