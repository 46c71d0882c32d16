import { Spinner } from '../../components/Spinner';
import { Icon, tool } from './toolButtons';
import { useListen } from './useListen';

interface ListenButtonProps {
  girlId: string;
  messageId: string;
  name: string;
  /** start at once (the chat's voice replies, for her reply that just finished) */
  autoStart?: boolean;
}

/** Listen: her reply read aloud in her voice (made once, then at once); Stop while it plays. */
export function ListenButton({ girlId, messageId, name, autoStart = false }: ListenButtonProps) {
  const { state, progress, error, toggle } = useListen(girlId, messageId, autoStart);
  return (
    <span className="inline-flex items-center gap-1" data-listen={state}>
      {state === 'waiting' ? (
        <span role="status" className="inline-flex h-8 items-center gap-1.5 px-2 text-xs text-muted">
          <Spinner className="size-4" />
          <span aria-hidden="true" className="tabular-nums">
            {progress}%
          </span>
          <span className="sr-only">Getting {name}&apos;s voice ready</span>
        </span>
      ) : (
        <button
          type="button"
          className={tool}
          aria-label={state === 'playing' ? `Stop ${name}'s voice` : `Listen to ${name}'s reply`}
          aria-pressed={state === 'playing'}
          title={state === 'playing' ? 'Stop' : 'Listen'}
          onClick={toggle}
        >
          {state === 'playing' ? (
            <Icon d="M6 6h8v8H6z" />
          ) : (
            <Icon d="M3 8v4h3l4 3V5L6 8H3Zm10-1a4 4 0 0 1 0 6m2-8a7 7 0 0 1 0 10" />
          )}
        </button>
      )}
      {state === 'error' && error ? (
        <span role="alert" className="text-xs text-rose-soft">
          {error}
        </span>
      ) : null}
    </span>
  );
}
