import type { CharacterBook, CharacterBookEntry } from '@contracts';
import { useRef, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { draftOf, type EntryDraft, entryLabel, entryOf, entryOfField } from './entryDraft';
import { useSaveLorebookMutation } from './lorebookApi';
import { LorebookEntryForm } from './LorebookEntryForm';

/** The server's refusal, with the entry it names (`field`), for the person to find it. */
function saveError(err: unknown): string {
  const data = err && typeof err === 'object' && 'data' in err ? (err.data as { field?: unknown } | null) : null;
  const entry = entryOfField(data?.field) ?? entryOfField(errorMessage(err, '').split(' ')[0]);
  return `${entry ? `Entry ${entry}: ` : ''}${errorMessage(err)}`;
}

interface EntryItemProps {
  entry: CharacterBookEntry;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDone: (draft: EntryDraft) => void;
  onCancel: () => void;
}

/** One entry in the list: its label, switches and text, with Edit and Delete (and its form while edited). */
function EntryItem({ entry, editing, onEdit, onDelete, onDone, onCancel }: EntryItemProps) {
  return (
    <li className="rounded-xl border border-line/70 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{entryLabel(entry)}</span>
        {entry.constant ? <span className="text-xs text-rose-soft">Constant</span> : null}
        {entry.enabled === false ? <span className="text-xs text-muted">Disabled</span> : null}
        {entry.position === 'after_char' ? <span className="text-xs text-muted">After</span> : null}
      </div>
      <p className="mt-1 line-clamp-2 text-muted">{typeof entry.content === 'string' ? entry.content : ''}</p>
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-label={`Edit ${entryLabel(entry)}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-label={`Delete ${entryLabel(entry)}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
      {editing ? (
        <LorebookEntryForm
          initial={draftOf(entry)}
          title={`Edit ${entryLabel(entry)}`}
          onDone={onDone}
          onCancel={onCancel}
        />
      ) : null}
    </li>
  );
}

/** Her lorebook's entries: listed, added, edited and deleted here, then saved together. */
export function LorebookEntries({ girlId, book }: { girlId: string; book: CharacterBook | null }) {
  const [entries, setEntries] = useState<CharacterBookEntry[]>(book?.entries ?? []);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [changed, setChanged] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [save, { isLoading: saving }] = useSaveLorebookMutation();
  const addRef = useRef<HTMLButtonElement>(null);

  function update(next: CharacterBookEntry[]) {
    setEntries(next);
    setChanged(true);
    setStatus(null);
  }

  function done(draft: EntryDraft) {
    if (editing === 'new') update([...entries, entryOf(draft, null, entries)]);
    else if (editing !== null) update(entries.map((e, i) => (i === editing ? entryOf(draft, e, entries) : e)));
    close();
  }

  function close() {
    setEditing(null);
    requestAnimationFrame(() => addRef.current?.focus());
  }

  async function saveAll() {
    setStatus(null);
    const next = book ? { ...book, entries } : entries.length ? { extensions: {}, entries } : null;
    try {
      await save({ girlId, book: next }).unwrap();
      setChanged(false);
      setStatus({ error: false, text: 'Lorebook saved.' });
    } catch (err) {
      setStatus({ error: true, text: saveError(err) });
    }
  }

  return (
    <div className="mt-3">
      {entries.length ? (
        <ul aria-label="Lorebook entries" className="space-y-2">
          {entries.map((entry, i) => (
            <EntryItem
              key={i}
              entry={entry}
              editing={editing === i}
              onEdit={() => setEditing(i)}
              onDelete={() => update(entries.filter((_, j) => j !== i))}
              onDone={done}
              onCancel={close}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted italic">
          No entries yet. An entry tells her something when the chat mentions one of its keys.
        </p>
      )}
      {editing === 'new' ? (
        <LorebookEntryForm initial={draftOf(null)} title="New entry" onDone={done} onCancel={close} />
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          ref={addRef}
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setEditing('new')}
          disabled={editing !== null}
        >
          Add entry
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => void saveAll()}
          disabled={!changed || saving || editing !== null}
          aria-busy={saving}
        >
          {saving ? 'Saving...' : 'Save lorebook'}
        </button>
        {changed ? <span className="text-xs text-muted">Unsaved changes</span> : null}
      </div>
      {status ? (
        <Alert className="mt-3" tone={status.error ? 'error' : 'info'}>
          {status.text}
        </Alert>
      ) : null}
    </div>
  );
}
