import { CHAT_MESSAGE_MAX } from '@contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import type { ChatMessage } from './chatCache';
import { ListenButton } from './ListenButton';
import { Icon, tool } from './toolButtons';

export interface ReplyToolsProps {
  message: ChatMessage;
  name: string;
  /** her last reply: it can be regenerated and its versions browsed */
  last: boolean;
  busy: boolean;
  onRegenerate: () => void;
  onChoose: (index: number) => void;
  onDelete: () => void;
  /** Listen (ListenButton), for a reply with words */
  listen?: ReactNode;
}

/** Under her reply: ‹ 2/3 › through its versions and Regenerate (her last reply), and Delete. */
export function ReplyTools({ message, name, last, busy, onRegenerate, onChoose, onDelete, listen }: ReplyToolsProps) {
  const count = message.alternatives?.length ?? 0;
  const choice = message.choice ?? 0;
  const shown = choice + 1;
  return (
    <div
      role="group"
      aria-label={`Actions for ${name}'s message`}
      className="flex items-center gap-0.5"
      data-reply-tools=""
    >
      {listen}
      {last && count > 1 ? (
        <>
          <button
            type="button"
            className={tool}
            aria-label="Previous version"
            disabled={busy || choice <= 0}
            onClick={() => onChoose(choice - 1)}
          >
            <Icon d="m12 5-5 5 5 5" />
          </button>
          <span
            className="min-w-8 text-center text-xs tabular-nums text-muted"
            aria-live="polite"
            aria-label={`Version ${shown} of ${count}`}
          >
            {shown}/{count}
          </span>
          <button
            type="button"
            className={tool}
            aria-label="Next version"
            disabled={busy || shown >= count}
            onClick={() => onChoose(choice + 1)}
          >
            <Icon d="m8 5 5 5-5 5" />
          </button>
        </>
      ) : null}
      {last ? (
        <button
          type="button"
          className={tool}
          aria-label={`Regenerate ${name}'s reply`}
          title="Regenerate"
          disabled={busy}
          onClick={onRegenerate}
        >
          <Icon d="M15.5 8A6 6 0 1 0 16 11.5M16 4v4h-4" />
        </button>
      ) : null}
      <DeleteButton disabled={busy} onDelete={onDelete} />
    </div>
  );
}

/** Under the person's own message: Edit (their last one) and Delete. */
export function OwnTools({
  editable,
  busy,
  onEdit,
  onDelete,
}: {
  editable: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div
      role="group"
      aria-label="Actions for your message"
      className="flex items-center justify-end gap-0.5"
      data-own-tools=""
    >
      {editable ? (
        <button
          type="button"
          className={tool}
          aria-label="Edit your message"
          title="Edit"
          disabled={busy}
          onClick={onEdit}
        >
          <Icon d="M4 16h3l8.5-8.5-3-3L4 13v3Zm7-10 3 3" />
        </button>
      ) : null}
      <DeleteButton disabled={busy} onDelete={onDelete} />
    </div>
  );
}

function DeleteButton({ disabled, onDelete }: { disabled: boolean; onDelete: () => void }) {
  return (
    <button
      type="button"
      className={tool}
      aria-label="Delete this message"
      title="Delete"
      disabled={disabled}
      onClick={onDelete}
    >
      <Icon d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6" />
    </button>
  );
}

/** The person's message being edited in place: Enter saves, Shift+Enter a new line, Escape cancels. */
export function EditBox({
  text,
  onSave,
  onCancel,
}: {
  text: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const limit = useLimit(draft, CHAT_MESSAGE_MAX);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  function save() {
    const content = draft.trim();
    if (!content) return;
    if (content === text.trim()) onCancel();
    else onSave(content);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  }

  return (
    <div className="flex w-full max-w-[85%] flex-col items-end gap-1.5 sm:max-w-[75%]">
      <textarea
        ref={ref}
        aria-label="Edit your message"
        value={draft}
        rows={2}
        {...limit.field}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="field-input w-full resize-none py-2 leading-6"
      />
      <LimitCounter {...limit.counter} className="-mt-1" />
      <p className="text-xs text-muted">
        Enter saves · Escape cancels{' '}
        <button type="button" className="link ml-1 rounded" onClick={save}>
          Save
        </button>{' '}
        <button type="button" className="link ml-1 rounded" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </div>
  );
}

interface SteeringRenderers {
  messages: ChatMessage[];
  name: string;
  /** nothing can be steered now (a reply is being written, a request is on its way) */
  busy: boolean;
  steering: {
    editingId: string | null;
    startEditing: (message: ChatMessage) => void;
    cancelEditing: () => void;
    onRegenerate: (message: ChatMessage) => void;
    onChoose: (message: ChatMessage, index: number) => void;
    onSave: (message: ChatMessage, text: string, reply: ChatMessage | undefined) => void;
    onDelete: (message: ChatMessage) => void;
  };
  /** her voice: each reply with words gets Listen; `autoListenId` starts by itself (voice replies) */
  voice?: { girlId: string; autoListenId: string | null };
}

/**
 * What MessageList shows under each message (its tools) and instead of the one being edited. Her last
 * reply and the person's last message keep their tools in view; the others show them on hover or
 * focus (on a phone, always).
 */
export function steeringRenderers({ messages, name, busy, steering, voice }: SteeringRenderers) {
  const lastOwn = [...messages].reverse().find((m) => m.sender === 'user' && !m.local);
  function toolsOf(message: ChatMessage, index: number): ReactNode {
    if (message.local || message.premium || (message.loading && message.sender === 'ai')) return null;
    const last = index === messages.length - 1;
    const quiet =
      last || message.id === lastOwn?.id ? '' : 'sm:opacity-0 sm:group-hover:opacity-100 sm:focus-within:opacity-100';
    const tools =
      message.sender === 'ai' ? (
        <ReplyTools
          message={message}
          name={name}
          last={last}
          busy={busy}
          onRegenerate={() => steering.onRegenerate(message)}
          onChoose={(choice) => steering.onChoose(message, choice)}
          onDelete={() => steering.onDelete(message)}
          listen={
            voice && message.text && !message.failed ? (
              <ListenButton
                girlId={voice.girlId}
                messageId={message.id}
                name={name}
                autoStart={voice.autoListenId === message.id}
              />
            ) : null
          }
        />
      ) : (
        <OwnTools
          editable={message.id === lastOwn?.id}
          busy={busy}
          onEdit={() => steering.startEditing(message)}
          onDelete={() => steering.onDelete(message)}
        />
      );
    return <div className={`transition-opacity ${quiet}`}>{tools}</div>;
  }
  function editorOf(message: ChatMessage, index: number): ReactNode {
    if (steering.editingId !== message.id) return null;
    const after = messages[index + 1];
    return (
      <EditBox
        text={message.text}
        onCancel={steering.cancelEditing}
        onSave={(text) => steering.onSave(message, text, after?.sender === 'ai' ? after : undefined)}
      />
    );
  }
  return { toolsOf, editorOf };
}
