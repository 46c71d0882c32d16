import { type Memory, MEMORY_TEXT_MAX } from '@contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { useDeleteMemoryMutation, useEditMemoryMutation } from './memoriesApi';

/** "From your message of 3 May 2026", or "Added by you" for one the person wrote. */
function Source({ memory }: { memory: Memory }) {
  if (!memory.sourceAt) return <>Added by you</>;
  const date = new Date(memory.sourceAt).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <>
      From your message of <time dateTime={memory.sourceAt}>{date}</time>
    </>
  );
}

/** Its text in a field: Enter or Save stores it, Escape or Cancel leaves it as it was. */
function EditMemory({ girlId, memory, onDone }: { girlId: string; memory: Memory; onDone: () => void }) {
  const [draft, setDraft] = useState(memory.text);
  const [edit, { isLoading: saving, error }] = useEditMemoryMutation();
  const fieldId = `memory-${memory.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (draft.trim() === memory.text) return onDone();
    try {
      await edit({ girlId, id: memory.id, text: draft }).unwrap();
      onDone();
    } catch {
      // shown under the field
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-2">
      <label htmlFor={fieldId} className="sr-only">
        Edit memory
      </label>
      <input
        id={fieldId}
        className="field-input"
        value={draft}
        maxLength={MEMORY_TEXT_MAX}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onDone}>
          Cancel
        </button>
      </div>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
    </form>
  );
}

/** One thing she remembers: pin or unpin it, edit it in place, delete it. */
export function MemoryItem({ girlId, memory }: { girlId: string; memory: Memory }) {
  const [editing, setEditing] = useState(false);
  const [pin, { isLoading: pinning, error: pinError }] = useEditMemoryMutation();
  const [remove, { isLoading: deleting, error: deleteError }] = useDeleteMemoryMutation();
  const busy = pinning || deleting;
  // leaving the field (saved or cancelled) puts the keyboard back on its Edit button
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing)
    return (
      <li className="rounded-xl border border-line bg-raised/60 px-3 py-2">
        <EditMemory girlId={girlId} memory={memory} onDone={() => setEditing(false)} />
      </li>
    );
  const error = pinError ?? deleteError;
  return (
    <li className="rounded-xl border border-line bg-raised/60 px-3 py-2">
      <p className="text-sm text-ink">
        {memory.pinned ? <span className="text-xs font-semibold text-rose-soft">Pinned </span> : null}
        <span>{memory.text}</span>
      </p>
      <p className="mt-0.5 text-xs text-muted">
        <Source memory={memory} />
      </p>
      <div className="mt-1 flex flex-wrap gap-1">
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-label={`${memory.pinned ? 'Unpin' : 'Pin'} "${memory.text}"`}
          disabled={busy}
          onClick={() => void pin({ girlId, id: memory.id, pinned: !memory.pinned })}
        >
          {memory.pinned ? 'Unpin' : 'Pin'}
        </button>
        <button
          ref={editButton}
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-label={`Edit "${memory.text}"`}
          disabled={busy}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'text-danger hover:text-danger')}
          aria-label={`Delete "${memory.text}"`}
          disabled={busy}
          aria-busy={deleting}
          onClick={() => void remove({ girlId, id: memory.id })}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
      {error ? <Alert className="mt-2">{errorMessage(error)}</Alert> : null}
    </li>
  );
}
