import { MEMORY_TEXT_MAX } from '@contracts';
import { type FormEvent, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { LimitCounter } from '../../components/LimitCounter';
import { Skeleton } from '../../components/Skeleton';
import { useLimit } from '../../components/useLimit';
import { useAddMemoryMutation, useMemoriesQuery } from './memoriesApi';
import { MemoryItem } from './MemoryItem';

/** Adds one of the person's own, pinned. */
function AddMemory({ girlId }: { girlId: string }) {
  const [text, setText] = useState('');
  const [add, { isLoading, error, reset }] = useAddMemoryMutation();
  const limit = useLimit(text, MEMORY_TEXT_MAX);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || !text.trim()) return;
    try {
      await add({ girlId, text }).unwrap();
      setText('');
    } catch {
      // shown under the field
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-2">
      <label htmlFor={`add-memory-${girlId}`} className="field-label">
        Add something for her to remember
      </label>
      <div className="flex flex-col gap-2">
        <input
          id={`add-memory-${girlId}`}
          className="field-input"
          value={text}
          {...limit.field}
          placeholder="My sister Anna gets married in June"
          onChange={(e) => {
            setText(e.target.value);
            if (error) reset();
          }}
        />
        <LimitCounter {...limit.counter} className="-mt-1" />
        <button
          type="submit"
          className={buttonClass('secondary', 'md', 'self-end')}
          disabled={isLoading || !text.trim()}
          aria-busy={isLoading}
        >
          {isLoading ? 'Saving...' : 'Remember'}
        </button>
      </div>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
    </form>
  );
}

/**
 * "What she remembers": the facts she learned from the person's messages (with the message's date)
 * and the ones they added; pin, edit in place, delete, add. Her owner's profile only.
 */
export function MemoriesPanel({ girlId }: { girlId: string }) {
  const { data: memories, isLoading, isError, error, refetch } = useMemoriesQuery(girlId);

  return (
    <section aria-labelledby={`memories-${girlId}`} className="mt-5 border-t border-line/60 pt-5">
      <h2 id={`memories-${girlId}`} className="text-sm font-semibold tracking-wide text-ink">
        What she remembers
      </h2>
      <p className="mt-1 text-xs text-muted">
        Learned from your messages, or added by you. Pinned ones always reach her first.
      </p>
      {isLoading ? (
        <div role="status" aria-live="polite" className="mt-3 space-y-2">
          <span className="sr-only">Loading what she remembers...</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : isError ? (
        <Alert className="mt-3">
          {errorMessage(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : memories?.length ? (
        <ul aria-label="What she remembers" className="mt-3 space-y-2">
          {memories.map((memory) => (
            <MemoryItem key={memory.id} girlId={girlId} memory={memory} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted italic">
          Nothing yet. Tell her about yourself in the chat, or add something below.
        </p>
      )}
      <AddMemory girlId={girlId} />
    </section>
  );
}
