import { CHAT_MESSAGE_MAX, CHAT_PRESETS, type ChatPreset, FREE_CHAT_AI_MESSAGES } from '@contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import { pictureRequest, presetRequest } from './presets';

interface ComposerProps {
  name: string;
  draft: string;
  onDraft: (text: string) => void;
  /** sends a text; `fromInput` when it is the draft (it is cleared, and restored on failure) */
  onSend: (text: string, fromInput: boolean) => void;
  /** nothing can be sent (the conversation is not loaded, or the free limit is reached) */
  disabled: boolean;
  /** a message is on its way or she is writing: the buttons wait */
  writing: boolean;
  /** the free limit is reached */
  limited: boolean;
  /** her messages a free user has left in this chat; null for a subscriber */
  freeLeft: number | null;
  error: string | null;
}

/** Below the messages: the picture presets, the input with Send, the free-limit note and the send error. */
export function Composer(props: ComposerProps) {
  const { name, draft, onDraft, onSend, disabled, writing, limited, freeLeft, error } = props;
  const ids = useId();
  const limitNoteId = `${ids}-limit`;
  const errorId = `${ids}-error`;
  return (
    <div className="space-y-3 border-t border-line/60 bg-surface px-3 py-3 sm:px-5 sm:py-4">
      <PictureRequests disabled={disabled || writing} onSend={(text) => onSend(text, false)} />
      <MessageInput
        name={name}
        draft={draft}
        onDraft={onDraft}
        onSend={() => onSend(draft, true)}
        onAskPicture={() => onSend(pictureRequest(draft), true)}
        disabled={disabled}
        sendDisabled={disabled || writing}
        placeholder={limited ? 'Go premium to chat' : `Message ${name}…`}
        describedBy={[limited ? limitNoteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        invalid={Boolean(error)}
      />
      {limited ? (
        <p id={limitNoteId} className="text-sm text-muted">
          Free chats end after {FREE_CHAT_AI_MESSAGES} messages from her.{' '}
          <Link to="/subscriptions" className="link rounded">
            Go premium
          </Link>{' '}
          to keep talking without limits.
        </p>
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-muted">
          {freeLeft !== null ? <FreeLeft left={freeLeft} /> : null}
          <p className="hidden sm:block">Enter sends, Shift+Enter adds a new line.</p>
        </div>
      )}
      {error ? <Alert id={errorId}>{error}</Alert> : null}
    </div>
  );
}

/** What a free user has left with her (the greeting counted), with the way to premium. */
function FreeLeft({ left }: { left: number }) {
  return (
    <p data-free-left={left} className={left <= 2 ? 'font-semibold text-rose-soft' : undefined}>
      {left} free {left === 1 ? 'message' : 'messages'} left with her ·{' '}
      <Link to="/subscriptions" className="link rounded">
        Go premium
      </Link>
    </p>
  );
}

/** The preset buttons that ask her for a picture. */
function PictureRequests({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const labelId = `${useId()}-presets`;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-1.5 sm:gap-2">
      <span id={labelId} className="mr-0.5 text-xs font-medium text-muted">
        Ask for a picture:
      </span>
      {CHAT_PRESETS.map((preset: ChatPreset) => (
        <button
          key={preset}
          type="button"
          onClick={() => onSend(presetRequest(preset))}
          disabled={disabled}
          className="shrink-0 rounded-full border border-line bg-raised px-3 py-1 text-xs font-semibold text-ink transition-colors hover:border-rose-soft hover:text-rose-soft disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line disabled:hover:text-ink"
        >
          {preset}
        </button>
      ))}
    </div>
  );
}

interface MessageInputProps {
  name: string;
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  /** asks her for a picture of the scene typed (or of her as she is now) */
  onAskPicture: () => void;
  disabled: boolean;
  sendDisabled: boolean;
  placeholder: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** The text input (Enter sends, Shift+Enter a new line; it grows up to a few lines) and Send. */
function MessageInput(props: MessageInputProps) {
  const { name, draft, onDraft, onSend, onAskPicture, disabled, sendDisabled, placeholder, describedBy, invalid } =
    props;
  const inputId = `${useId()}-input`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const limit = useLimit(draft, CHAT_MESSAGE_MAX);
  // ready to type when her chat opens (not on a touch screen, where focus would raise the keyboard over her messages)
  useEffect(() => {
    if (!disabled && window.matchMedia?.('(pointer: fine)').matches) inputRef.current?.focus({ preventScroll: true });
  }, [name, disabled]);
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    if (el.scrollHeight) el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [draft]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSend();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Message to {name}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={1}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          maxLength={limit.field.maxLength}
          onPaste={limit.field.onPaste}
          placeholder={placeholder}
          aria-describedby={[describedBy, limit.counter.id].filter(Boolean).join(' ')}
          aria-invalid={invalid ? true : undefined}
          className="field-input max-h-40 resize-none py-2.5 leading-6 placeholder:truncate disabled:cursor-not-allowed disabled:opacity-60"
        />
        <LimitCounter {...limit.counter} />
      </div>
      <button
        type="button"
        onClick={onAskPicture}
        disabled={sendDisabled}
        aria-label={`Ask ${name} for a picture${draft.trim() ? ' of what you typed' : ''}`}
        title={draft.trim() ? 'Ask for a picture of what you typed' : 'Ask for a picture of her now'}
        className={buttonClass('secondary', 'md', 'h-11 w-11 shrink-0 px-0!')}
      >
        <CameraIcon />
      </button>
      <button type="submit" className={buttonClass('primary', 'md', 'h-11 shrink-0')} disabled={sendDisabled}>
        Send
      </button>
    </form>
  );
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
