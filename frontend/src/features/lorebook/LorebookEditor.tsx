import { useId, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { useGetLorebookQuery } from './lorebookApi';
import { LorebookEntries } from './LorebookEntries';

function LorebookPanel({ girlId }: { girlId: string }) {
  const { data, error, isLoading, refetch } = useGetLorebookQuery(girlId);
  if (isLoading) return <p className="mt-3 text-sm text-muted">Loading her lorebook...</p>;
  if (error || !data)
    return (
      <div className="mt-3 space-y-2">
        <Alert>{errorMessage(error)}</Alert>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  return <LorebookEntries girlId={girlId} book={data.book} />;
}

/**
 * Her lorebook (SillyTavern's World Info), for her owner: entries she is told about when the chat
 * mentions their keys. Closed until opened, so the profile asks for it only when wanted.
 */
export function LorebookEditor({ girlId }: { girlId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <h2 className="text-sm font-semibold">
        <button
          type="button"
          className={buttonClass('ghost', 'sm', '-ml-3.5')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> Lorebook
        </button>
      </h2>
      {open ? (
        <div id={panelId}>
          <LorebookPanel girlId={girlId} />
        </div>
      ) : null}
    </div>
  );
}
