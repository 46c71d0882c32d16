import { GIRL_LOOK_MAX, GIRL_NAME_MAX, type Style, SUGGESTIONS, type WizardField } from '@contracts';
import { useId, useState } from 'react';

import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import { PersonalityPicker } from './PersonalityPicker';
import { SuggestionPicker } from './SuggestionPicker';
import { type Answers, isLookField, lookAnswer, type LookField } from './wizardAnswers';

interface StepBodyProps {
  field: WizardField;
  questionId: string;
  answers: Answers;
  onChange: (update: (answers: Answers) => Answers) => void;
}

/** The answer part of one step: a name, suggestions with the visitor's own words, traits or the style. */
export function StepBody({ field, questionId, answers, onChange }: StepBodyProps) {
  const ids = useId();
  // which page of suggestions is shown; a new step mounts a new body, so it starts at the first page
  const [page, setPage] = useState(0);

  if (field === 'name') {
    return (
      <NameInput
        id={`${ids}-name`}
        questionId={questionId}
        value={answers.name}
        onChange={(name) => onChange((a) => ({ ...a, name }))}
      />
    );
  }
  if (field === 'personality') {
    return (
      <PersonalityPicker
        selected={answers.personality}
        onChange={(personality) => onChange((a) => ({ ...a, personality }))}
      />
    );
  }
  if (field === 'style') {
    return (
      <SuggestionPicker
        field="style"
        suggestions={SUGGESTIONS.style}
        picked={answers.style}
        page={0}
        onPage={() => undefined}
        onPick={(style) => onChange((a) => ({ ...a, style: (style as Style | null) ?? a.style }))}
        large
      />
    );
  }
  if (!isLookField(field)) return null;
  return (
    <LookStep
      field={field}
      ownId={`${ids}-${field}-own`}
      answers={answers}
      onChange={onChange}
      page={page}
      onPage={setPage}
    />
  );
}

interface LookStepProps {
  field: LookField;
  ownId: string;
  answers: Answers;
  onChange: StepBodyProps['onChange'];
  page: number;
  onPage: (page: number) => void;
}

/** Suggestions (with pictures) beside the visitor's own words: side by side on a wide screen. */
function LookStep({ field, ownId, answers, onChange, page, onPage }: LookStepProps) {
  const answer = lookAnswer(answers, field);
  const limit = useLimit(answers.typed[field], GIRL_LOOK_MAX);
  const setLook = (patch: { picked?: string | null; typed?: string }) =>
    onChange((a) => ({
      ...a,
      picked: 'picked' in patch ? { ...a.picked, [field]: patch.picked ?? null } : a.picked,
      typed: patch.typed !== undefined ? { ...a.typed, [field]: patch.typed } : a.typed,
    }));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
      <SuggestionPicker
        field={field}
        suggestions={SUGGESTIONS[field]}
        picked={answers.typed[field].trim() ? null : answers.picked[field]}
        page={page}
        onPage={onPage}
        onPick={(picked) => setLook({ picked, typed: '' })}
      />
      <div>
        <label htmlFor={ownId} className="field-label">
          Or type your own
        </label>
        <input
          id={ownId}
          className="field-input"
          placeholder={`e.g. ${SUGGESTIONS[field][SUGGESTIONS[field].length - 1]}`}
          autoComplete="off"
          {...limit.field}
          value={answers.typed[field]}
          onChange={(event) => setLook({ typed: event.target.value, picked: null })}
        />
        <LimitCounter {...limit.counter} />
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

interface NameInputProps {
  id: string;
  questionId: string;
  value: string;
  onChange: (name: string) => void;
}

/** Her name, with its limit's counter. */
function NameInput({ id, questionId, value, onChange }: NameInputProps) {
  const limit = useLimit(value, GIRL_NAME_MAX);
  return (
    <>
      <input
        id={id}
        className="field-input"
        aria-labelledby={questionId}
        placeholder="e.g. Mia"
        autoComplete="off"
        {...limit.field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <LimitCounter {...limit.counter} />
    </>
  );
}
