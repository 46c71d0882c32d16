import type { Girl } from '@contracts';
import type { ReactNode } from 'react';

import { Skeleton } from '../../components/Skeleton';
import { Avatar } from './MessageItem';
import { useProfileToggle } from './profileToggle';

/** The chat card: her picture, name and status (Online, typing…), its switches, above whatever the chat shows. */
export function ChatShell(props: { girl: Girl; status?: string; actions?: ReactNode; children: ReactNode }) {
  const { girl, status, actions, children } = props;
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
            Chat with <bdi>{name}</bdi>
          </h2>
          <p className="text-xs text-muted">{status ?? 'Online'}</p>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {actions}
          <ProfileButton name={name} />
        </div>
      </header>
      {children}
    </section>
  );
}

/** Her profile, one tap away on a phone (where it is folded away below the chat). */
function ProfileButton({ name }: { name: string }) {
  const profile = useProfileToggle();
  // open, her profile is a sheet over the chat with its own way back (ChatPage)
  if (!profile || profile.open) return null;
  return (
    <button
      type="button"
      className="shrink-0 rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-ink hover:border-plum lg:hidden"
      aria-expanded={profile.open}
      aria-controls={profile.targetId}
      aria-label={`Show ${name}'s profile`}
      onClick={profile.toggle}
    >
      Profile
    </button>
  );
}

/** The conversation's place while it loads. */
export function ConversationSkeleton() {
  return (
    <div role="status" className="flex flex-1 flex-col justify-end gap-3 p-4 sm:p-5">
      <span className="sr-only">Loading the conversation…</span>
      <Skeleton className="h-11 w-3/5 rounded-bl-md" />
      <Skeleton className="ml-auto h-11 w-2/5 rounded-br-md" />
      <Skeleton className="h-16 w-2/3 rounded-bl-md" />
    </div>
  );
}
