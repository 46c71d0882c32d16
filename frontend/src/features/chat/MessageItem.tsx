import { CHAT_MESSAGES } from '@contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonClass } from '../../components/button';
import { HeartIcon } from '../../components/PortraitFrame';
import { Spinner } from '../../components/Spinner';
import type { ChatMessage } from './chatCache';
import { MessageTime } from './messageTime';

/** Her small round picture beside her messages (decorative: each bubble names her for screen readers). */
export function Avatar({ src, className = 'size-8' }: { src: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`relative block shrink-0 overflow-hidden rounded-full border border-line/70 bg-gradient-to-br from-rose/60 via-plum/60 to-night ${className}`}
    >
      {src ? (
        <img src={src} alt="" width={64} height={64} className="absolute inset-0 size-full object-cover" />
      ) : (
        <HeartIcon className="absolute inset-0 m-auto size-1/2 text-white/40" />
      )}
    </span>
  );
}

interface MessageItemProps {
  message: ChatMessage;
  /** the message is (or will be) a picture */
  picture: boolean;
  name: string;
  avatarUrl: string | null;
  onOpenImage: (src: string) => void;
  /** the message's actions (regenerate, versions, edit, delete), under it */
  tools?: ReactNode;
  /** the person's message being edited: shown instead of it */
  editor?: ReactNode;
}

const bubble =
  'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed whitespace-pre-wrap break-words sm:max-w-[75%]';

/** One message: hers on the left with her avatar, yours on the right in the accent colour. */
export function MessageItem({ message, picture, name, avatarUrl, onOpenImage, tools, editor }: MessageItemProps) {
  if (message.sender === 'user') {
    return (
      <li className="group flex flex-col items-end gap-1 pl-10" data-own-message-id={message.id}>
        {editor ?? (
          <p dir="auto" className={`${bubble} rounded-br-md bg-rose text-white shadow-glow`}>
            {/* its own direction, so dir="auto" reads the message, not the label */}
            <span dir="ltr" className="sr-only">
              You:{' '}
            </span>
            {message.text}
          </p>
        )}
        {editor ? null : <MessageTime iso={message.createdAt} />}
        {editor ? null : tools}
      </li>
    );
  }
  if (message.premium) return <UpsellItem text={message.text} avatarUrl={avatarUrl} />;

  let body;
  if (message.image) {
    body = <PictureBubble src={message.image} text={message.text} name={name} onOpen={onOpenImage} />;
  } else if (message.loading && picture) {
    body = <PicturePlaceholder />;
  } else if (message.loading && !message.text) {
    body = <TypingBubble name={name} />;
  } else if (message.failed) {
    // not her words: the failure text of a reply, or the seed's words where her picture was to be
    body = (
      <p
        dir="auto"
        className={`${bubble} rounded-bl-md border border-dashed border-line/70 bg-surface italic text-muted`}
      >
        {picture ? CHAT_MESSAGES.pictureFailed : message.text}
      </p>
    );
  } else {
    body = (
      <p dir="auto" className={`${bubble} rounded-bl-md border border-line/70 bg-raised text-ink`}>
        <span dir="ltr" className="sr-only">
          {name}:{' '}
        </span>
        {message.text}
        {message.loading ? (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-rose-soft"
          />
        ) : null}
      </p>
    );
  }
  if (!tools) {
    return (
      <li className="group flex items-end gap-2 pr-6" data-message-id={message.id}>
        <Avatar src={avatarUrl} className="mb-4 size-8" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          {body}
          {message.loading ? null : <MessageTime iso={message.createdAt} />}
        </div>
      </li>
    );
  }
  return (
    <li className="group flex items-start gap-2 pr-6" data-message-id={message.id}>
      <Avatar src={avatarUrl} className="mt-auto mb-9 size-8" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        {body}
        {message.loading ? null : <MessageTime iso={message.createdAt} />}
        {tools}
      </div>
    </li>
  );
}

/** Three dots while she writes. */
export function TypingBubble({ name }: { name: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-1.5 rounded-2xl rounded-bl-md border border-line/70 bg-raised px-4 py-3.5"
    >
      <span className="sr-only">{name} is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-rose-soft/80"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

export function TypingItem({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  return (
    <li className="flex items-end gap-2">
      <Avatar src={avatarUrl} />
      <TypingBubble name={name} />
    </li>
  );
}

/** The premium upsell, in the chat as her last word, with the way to /subscriptions. */
export function UpsellItem({ text, avatarUrl }: { text: string; avatarUrl: string | null }) {
  return (
    <li className="flex items-end gap-2 pr-6" data-upsell="">
      <Avatar src={avatarUrl} />
      <div className="max-w-[85%] rounded-2xl rounded-bl-md border border-rose-soft/60 bg-gradient-to-br from-rose/30 via-plum/25 to-surface px-4 py-3.5 shadow-glow sm:max-w-[75%]">
        <p className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-rose-soft uppercase">
          <HeartIcon className="size-3.5" />
          Premium
        </p>
        <p className="mt-1.5 leading-relaxed text-ink">{text}</p>
        <Link to="/subscriptions" className={buttonClass('primary', 'sm', 'mt-3')}>
          Get Premium
        </Link>
      </div>
    </li>
  );
}

/** Her picture in the chat (opens at full size), with her words under it if any. */
function PictureBubble(props: { src: string; text: string; name: string; onOpen: (src: string) => void }) {
  const { src, text, name, onOpen } = props;
  return (
    <div className="flex max-w-[85%] flex-col gap-2">
      <button
        type="button"
        onClick={() => onOpen(src)}
        className="group relative block aspect-[9/16] w-40 overflow-hidden rounded-2xl rounded-bl-md border border-line/70 bg-raised shadow-soft sm:w-48"
        aria-label={`Open the picture of ${name} at full size`}
      >
        <img
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          width={360}
          height={640}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </button>
      {text ? (
        <p dir="auto" className={`${bubble} max-w-none rounded-bl-md border border-line/70 bg-raised text-ink`}>
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** Where her picture will be, while it is made. */
function PicturePlaceholder() {
  return (
    <div
      role="status"
      className="relative flex aspect-[9/16] w-40 flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl rounded-bl-md border border-line/70 bg-raised p-3 text-center shadow-soft sm:w-48"
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 animate-shimmer bg-gradient-to-br from-rose/25 via-plum/25 to-raised"
      />
      <Spinner className="relative size-7" />
      <span className="relative text-sm font-medium text-ink">Creating a picture…</span>
    </div>
  );
}
