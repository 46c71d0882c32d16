import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_MESSAGES, CHAT_PRESETS, FREE_CHAT_AI_MESSAGES, type ChatPreset, type Girl, type User } from '@contracts';
import { api } from '../../app/api';
import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { ImageLightbox } from '../../components/ImageLightbox';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { watchJob } from '../jobs/watchedJobs';
import { useProfileToggle } from './profileToggle';
import { useChatQuery, useSendMessageMutation } from './chatApi';
import { showChat } from './chatEvents';
import type { ChatMessage } from './chatCache';
import { Avatar, MessageItem, TypingItem, UpsellItem } from './MessageItem';
import { isImageRequest, presetRequest } from './presets';

/** The conversation with her: messages, presets, and the input with Send. */
export function ChatWindow({ girl }: { girl: Girl }) {
  const { user, isLoading } = useSession();
  const name = girl.name || 'Your girl';
  if (isLoading) {
    return (
      <Shell girl={girl}>
        <ConversationSkeleton />
      </Shell>
    );
  }
  if (!user) {
    return (
      <Shell girl={girl}>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-5 py-10 text-center">
          <p className="max-w-sm text-muted">Sign in to chat with {name}.</p>
          <Link to="/signin" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      </Shell>
    );
  }
  return <Conversation girl={girl} user={user} />;
}

/** Her profile, one tap away on a phone (where it is folded away below the chat). */
function ProfileButton({ name }: { name: string }) {
  const profile = useProfileToggle();
  if (!profile) return null;
  return (
    <button
      type="button"
      className="ml-auto shrink-0 rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-ink hover:border-plum lg:hidden"
      aria-expanded={profile.open}
      aria-controls={profile.targetId}
      aria-label={`${profile.open ? 'Hide' : 'Show'} ${name}'s profile`}
      onClick={profile.toggle}
    >
      {profile.open ? 'Hide profile' : 'Profile'}
    </button>
  );
}

function Shell({ girl, status, children }: { girl: Girl; status?: string; children: ReactNode }) {
  const name = girl.name || 'Your girl';
  return (
    <section
      aria-labelledby="chat-window-title"
      data-chat-window={girl.id}
      className="card flex h-[max(30rem,calc(100dvh-6rem))] flex-col overflow-hidden sm:h-[min(46rem,calc(100dvh-8.5rem))] sm:min-h-[34rem]"
    >
      <header className="flex items-center gap-3 border-b border-line/60 px-4 py-3 sm:px-5">
        <Avatar src={girl.imageUrl} className="size-10" />
        <div className="min-w-0">
          <h2 id="chat-window-title" className="truncate text-lg font-semibold">
            Chat with {name}
          </h2>
          <p className="text-xs text-muted">
            {status ?? 'Online'}
          </p>
        </div>
        <ProfileButton name={name} />
      </header>
      {children}
    </section>
  );
}

function ConversationSkeleton() {
  return (
    <div role="status" className="flex flex-1 flex-col justify-end gap-3 p-4 sm:p-5">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="h-11 w-3/5 rounded-bl-md" />
      <Skeleton className="ml-auto h-11 w-2/5 rounded-br-md" />
      <Skeleton className="h-16 w-2/3 rounded-bl-md" />
    </div>
  );
}

/** The text shown near the input when a message could not be sent (never just 'Error calling chat API'). */
function sendErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined) {
    return 'Your message was not sent: the server could not be reached. Check your connection and try again.';
  }
  return errorMessage(error, `Your message was not sent (error ${status}). Please try again.`);
}

function Conversation({ girl, user }: { girl: Girl; user: User }) {
  const name = girl.name || 'Your girl';
  const ids = useId();
  const { data: log, error: loadError, isLoading, refetch } = useChatQuery(girl.id);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const dispatch = useAppDispatch();

  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** the server's 402 text, when a send was refused for the free limit */
  const [paywall, setPaywall] = useState<string | null>(null);
  /** her messages that are pictures being made, and their jobs (their toasts are skipped here) */
  const [pictures, setPictures] = useState<{ messageIds: string[]; jobIds: string[] }>({ messageIds: [], jobIds: [] });
  const [fullImage, setFullImage] = useState<string | null>(null);

  const messages: ChatMessage[] = log?.messages ?? [];
  const last = messages[messages.length - 1];
  // her failed replies and pictures are not charged (API.md, Chat)
  const aiMessages = messages.filter((m) => m.sender === 'ai' && !m.premium && !m.failed).length;
  const limited = !user.isSubscribed && (aiMessages >= FREE_CHAT_AI_MESSAGES || paywall !== null);
  const streaming = messages.some((m) => m.sender === 'ai' && m.loading && m.text !== '');
  const writing = sending || streaming;
  const typing = sending && Boolean(last?.local && last.sender === 'user');
  const premiumShown = messages.some((m) => m.premium);
  const showUpsell = limited && !writing && !premiumShown;

  useEffect(() => {
    const unwatch = pictures.jobIds.map((jobId) => watchJob(jobId));
    return () => unwatch.forEach((stop) => stop());
  }, [pictures.jobIds]);
  useEffect(() => showChat(girl.id), [girl.id]);

  // Newest message in view, and kept there while she writes, unless the user scrolled up to read.
  const scrollRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const [scrolledUp, setScrolledUp] = useState(false);
  function toBottom() {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }
  function onScroll() {
    const el = scrollRef.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 64;
    follow.current = atBottom;
    setScrolledUp(!atBottom);
  }
  useLayoutEffect(() => {
    if (follow.current) toBottom();
  }, [messages, typing, showUpsell, error]);

  // the input grows with its text, up to a few lines
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    if (el.scrollHeight) el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [draft]);

  async function send(text: string, fromInput: boolean) {
    const content = text.trim();
    if (!content || writing || limited) return;
    setError(null);
    follow.current = true;
    setScrolledUp(false);
    if (fromInput) setDraft('');
    try {
      const answer = await sendMessage({ girlId: girl.id, newUserMessage: content }).unwrap();
      const jobId = answer.jobId;
      if (jobId) {
        setPictures((p) => ({ messageIds: [...p.messageIds, answer.message.id], jobIds: [...p.jobIds, jobId] }));
      }
    } catch (err) {
      // the message goes back into the input, unless something new was typed meanwhile
      if (fromInput) setDraft((current) => (current.trim() ? current : text));
      if (errorStatus(err) === 402) {
        // the free limit: the upsell shows in the chat; a stale 'subscribed' is refreshed
        dispatch(api.util.invalidateTags(['Me']));
        if (user.isSubscribed) setError(errorMessage(err, CHAT_MESSAGES.upsell));
        else setPaywall(errorMessage(err, CHAT_MESSAGES.upsell));
      } else {
        setError(sendErrorText(err));
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(draft, true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft, true);
  }

  function isPicture(message: ChatMessage, index: number): boolean {
    if (message.sender !== 'ai') return false;
    if (message.image || pictures.messageIds.includes(message.id)) return true;
    const before = messages[index - 1];
    return message.loading && message.text === '' && before?.sender === 'user' && isImageRequest(before.text);
  }

  let status = 'Online';
  if (typing || (streaming && writing)) status = 'typing…';

  const limitNoteId = `${ids}-limit`;
  const errorId = `${ids}-error`;
  const inputId = `${ids}-input`;

  let content: ReactNode;
  if (!log && isLoading) {
    content = <ConversationSkeleton />;
  } else if (!log) {
    content = (
      <div className="flex flex-1 items-center justify-center p-5">
        <Alert className="w-full max-w-md">
          <p>The conversation could not be loaded. {errorMessage(loadError, '')}</p>
          <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      </div>
    );
  } else {
    content = (
      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollRef}
          onScroll={onScroll}
          role="log"
          aria-label={`Messages with ${name}`}
          aria-busy={writing}
          tabIndex={0}
          className="h-full overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
        >
          <ol className="flex flex-col gap-3">
            {messages.map((message, index) => (
              <MessageItem
                key={message.id}
                message={message}
                picture={isPicture(message, index)}
                name={name}
                avatarUrl={girl.imageUrl}
                onOpenImage={setFullImage}
              />
            ))}
            {typing ? <TypingItem name={name} avatarUrl={girl.imageUrl} /> : null}
            {showUpsell ? <UpsellItem text={paywall ?? CHAT_MESSAGES.upsell} avatarUrl={girl.imageUrl} /> : null}
          </ol>
        </div>
        {scrolledUp ? (
          <button
            type="button"
            onClick={() => {
              follow.current = true;
              setScrolledUp(false);
              toBottom();
            }}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full whitespace-nowrap border border-line bg-raised/95 px-4 py-1.5 text-sm font-semibold text-ink shadow-soft backdrop-blur hover:border-plum"
          >
            Newest messages ↓
          </button>
        ) : null}
      </div>
    );
  }

  const disabled = !log || limited;
  return (
    <Shell girl={girl} status={status}>
      {content}
      <div className="space-y-3 border-t border-line/60 bg-surface px-3 py-3 sm:px-5 sm:py-4">
        <div role="group" aria-labelledby={`${ids}-presets`} className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <span id={`${ids}-presets`} className="mr-0.5 text-xs font-medium text-muted">
            Ask for a picture:
          </span>
          {CHAT_PRESETS.map((preset: ChatPreset) => (
            <button
              key={preset}
              type="button"
              onClick={() => void send(presetRequest(preset), false)}
              disabled={disabled || writing}
              className="shrink-0 rounded-full border border-line bg-raised px-3 py-1 text-xs font-semibold text-ink transition-colors hover:border-rose-soft hover:text-rose-soft disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line disabled:hover:text-ink"
            >
              {preset}
            </button>
          ))}
        </div>

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
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={disabled}
              maxLength={2000}
              placeholder={limited ? 'Go premium to chat' : `Message ${name}…`}
              aria-describedby={[limited ? limitNoteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
              aria-invalid={error ? true : undefined}
              className="field-input max-h-40 resize-none py-2.5 leading-6 placeholder:truncate disabled:cursor-not-allowed disabled:opacity-60"
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'md', 'h-11 shrink-0')} disabled={disabled || writing}>
            Send
          </button>
        </form>

        {limited ? (
          <p id={limitNoteId} className="text-sm text-muted">
            Free chats end after {FREE_CHAT_AI_MESSAGES} messages from her.{' '}
            <Link to="/subscriptions" className="link rounded">
              Go premium
            </Link>{' '}
            to keep talking without limits.
          </p>
        ) : (
          <p className="hidden text-xs text-muted sm:block">Enter sends, Shift+Enter adds a new line.</p>
        )}
        {error ? <Alert id={errorId}>{error}</Alert> : null}
      </div>
      {fullImage ? <ImageLightbox src={fullImage} alt={name} onClose={() => setFullImage(null)} /> : null}
    </Shell>
  );
}
