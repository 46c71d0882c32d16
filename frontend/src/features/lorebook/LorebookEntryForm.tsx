import type { LorebookPosition } from '@contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { draftProblem, type EntryDraft } from './entryDraft';

interface EntryFormProps {
  initial: EntryDraft;
  /** 'New entry' or the entry's label */
  title: string;
  onDone: (draft: EntryDraft) => void;
  onCancel: () => void;
}

const checkboxes: [keyof EntryDraft, string, string][] = [
  ['enabled', 'Enabled', 'a disabled entry is kept but never used'],
  ['constant', 'Constant', 'always in her prompt, whatever the chat says'],
  ['selective', 'Selective', 'also needs one of the secondary keys'],
  ['caseSensitive', 'Case-sensitive keys', 'keys match only as written'],
];

type Setter = <K extends keyof EntryDraft>(key: K, value: EntryDraft[K]) => void;

function EntrySwitches({ draft, set }: { draft: EntryDraft; set: Setter }) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">Switches</legend>
      {checkboxes.map(([key, label, hint]) => (
        <label key={key} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={draft[key] as boolean}
            onChange={(e) => set(key, e.target.checked)}
          />
          <span>
            {label}
            <span className="block text-xs text-muted">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function OrderAndPosition({ id, draft, set }: { id: string; draft: EntryDraft; set: Setter }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-order`} className="field-label">
          Insertion order
        </label>
        <input
          id={`${id}-order`}
          className="field-input"
          inputMode="numeric"
          value={draft.insertionOrder}
          onChange={(e) => set('insertionOrder', e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-position`} className="field-label">
          Position
        </label>
        <select
          id={`${id}-position`}
          className="field-input"
          value={draft.position}
          onChange={(e) => set('position', e.target.value as LorebookPosition)}
        >
          <option value="before_char">Before her description</option>
          <option value="after_char">After her description</option>
        </select>
      </div>
    </div>
  );
}

/** One lorebook entry's form: keys, content, its switches, secondary keys, insertion order and position. Escape cancels. */
export function LorebookEntryForm({ initial, title, onDone, onCancel }: EntryFormProps) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const keysRef = useRef<HTMLInputElement>(null);
  const set: Setter = (key, value) => setDraft((d) => ({ ...d, [key]: value }));

  useEffect(() => keysRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (!found) onDone(draft);
  }

  function escape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  }

  return (
    <form
      aria-label={title}
      onSubmit={submit}
      onKeyDown={escape}
      className="mt-3 space-y-3 rounded-xl border border-line p-3"
      noValidate
    >
      <h4 className="text-sm font-semibold">{title}</h4>
      <div>
        <label htmlFor={`${id}-keys`} className="field-label">
          Keys (comma-separated)
        </label>
        <input
          id={`${id}-keys`}
          ref={keysRef}
          className="field-input"
          value={draft.keys}
          onChange={(e) => set('keys', e.target.value)}
          placeholder="lantern, silver light"
        />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="field-label">
          Content
        </label>
        <textarea
          id={`${id}-content`}
          className="field-input min-h-24"
          value={draft.content}
          onChange={(e) => set('content', e.target.value)}
          placeholder="What she knows when the chat mentions a key."
        />
      </div>
      <EntrySwitches draft={draft} set={set} />
      {draft.selective ? (
        <div>
          <label htmlFor={`${id}-secondary`} className="field-label">
            Secondary keys (comma-separated)
          </label>
          <input
            id={`${id}-secondary`}
            className="field-input"
            value={draft.secondaryKeys}
            onChange={(e) => set('secondaryKeys', e.target.value)}
          />
        </div>
      ) : null}
      <OrderAndPosition id={id} draft={draft} set={set} />
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')}>
          Done
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
