import { type Girl, isImageRequest } from '@contracts';
import { Fragment, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

import type { ChatMessage } from './chatCache';
import { MessageItem, TypingItem, UpsellItem } from './MessageItem';
import { dayKey, DaySeparator } from './messageTime';

/**
 * Keeps the newest message in view while she writes, unless the user scrolled up to read.
 * Its arguments are what may grow the list: the messages, her typing dots, the upsell, an error.
 */
export function useFollowScroll(messages: ChatMessage[], typing: boolean, upsell: boolean, error: string | null) {
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
  /** back to following the newest message (the user sent one); `now` also scrolls there at once */
  function followNewest(now = false) {
    follow.current = true;
    setScrolledUp(false);
    if (now) toBottom();
  }
  useLayoutEffect(() => {
    if (follow.current) toBottom();
  }, [messages, typing, upsell, error]);

  return { scrollRef, scrolledUp, onScroll, followNewest };
}

interface MessageListProps {
  girl: Girl;
  messages: ChatMessage[];
  /** ids of her messages that are pictures being made */
  pictureIds: string[];
  typing: boolean;
  writing: boolean;
  /** the upsell text to show at the end, if any */
  upsell: string | null;
  /** the scrolling box, its scroll handler, and whether the user scrolled up (from useFollowScroll) */
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  scrolledUp: boolean;
  onJumpToNewest: () => void;
  onOpenImage: (src: string) => void;
  /** a message's actions under it (regenerate, versions, edit, delete), if any */
  toolsOf?: (message: ChatMessage, index: number) => ReactNode;
  /** the inline editor shown instead of the person's message being edited, if any */
  editorOf?: (message: ChatMessage, index: number) => ReactNode;
}

/** The messages, her typing dots and the upsell, with a "Newest messages" button when scrolled up. */
export function MessageList(props: MessageListProps) {
  const { girl, messages, pictureIds, typing, writing, upsell, scrollRef, onScroll, scrolledUp, onOpenImage } = props;
  const name = girl.name || 'Your girl';
  function isPicture(message: ChatMessage, index: number): boolean {
    if (message.sender !== 'ai') return false;
    if (message.image || pictureIds.includes(message.id)) return true;
    const before = messages[index - 1];
    const waiting = message.loading && message.text === '';
    return (waiting || message.failed) && before?.sender === 'user' && isImageRequest(before.text);
  }
  return (
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
            <Fragment key={message.id}>
              {index === 0 || dayKey(messages[index - 1].createdAt) !== dayKey(message.createdAt) ? (
                <DaySeparator iso={message.createdAt} />
              ) : null}
              <MessageItem
                message={message}
                picture={isPicture(message, index)}
                name={name}
                avatarUrl={girl.imageUrl}
                onOpenImage={onOpenImage}
                tools={props.toolsOf?.(message, index)}
                editor={props.editorOf?.(message, index)}
              />
            </Fragment>
          ))}
          {typing ? <TypingItem name={name} avatarUrl={girl.imageUrl} /> : null}
          {upsell !== null ? <UpsellItem text={upsell} avatarUrl={girl.imageUrl} /> : null}
        </ol>
      </div>
      {scrolledUp ? (
        <button
          type="button"
          onClick={props.onJumpToNewest}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full whitespace-nowrap border border-line bg-raised/95 px-4 py-1.5 text-sm font-semibold text-ink shadow-soft backdrop-blur hover:border-plum"
        >
          Newest messages ↓
        </button>
      ) : null}
    </div>
  );
}
