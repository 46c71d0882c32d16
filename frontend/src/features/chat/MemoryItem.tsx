import { type Memory, MEMORY_TEXT_MAX } from '@contracts';
import { type FormEvent, useState } from 'react';

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

/** One thing she remembers: pin or unpin it, edit it in place (Enter saves, Escape cancels), delete it. */
export function MemoryItem({ girlId, memory }: { girlId: string; memory: Memory }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(memory.text);
  const [edit, { isLoading: saving, error: editError, reset: resetEdit }] = useEditMemoryMutation();
  const [remove, { isLoading: deleting, error: deleteError }] = useDeleteMemoryMutation();
  const busy = saving || deleting;
  const fieldId = `memory-${memory.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (draft.trim() === memory.text) return setEditing(false);
    try {
      await edit({ girlId, id: memory.id, text: draft }).unwrap();
      setEditing(false);
    } catch {
      // shown under the field
    }
  }

  function startEditing() {
    resetEdit();
    setDraft(memory.text);
    setEditing(true);
  }

  const error = editError ?? deleteError;
  return (
    <li className="rounded-xl border border-line bg-raised/60 px-3 py-2">
      {editing ? (
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
              if (e.key === 'Escape') setEditing(false);
            }}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary', 'sm')} disabled={busy} aria-busy={saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-ink">
            {memory.pinned ? <span className="mr-1 text-xs font-semibold text-rose-soft">Pinned</span> : null}
            {memory.text}
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
              onClick={() => void edit({ girlId, id: memory.id, pinned: !memory.pinned })}
            >
              {memory.pinned ? 'Unpin' : 'Pin'}
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              aria-label={`Edit "${memory.text}"`}
              disabled={busy}
              onClick={startEditing}
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
        </>
      )}
      {error ? <Alert className="mt-2">{errorMessage(error)}</Alert> : null}
    </li>
  );
}
