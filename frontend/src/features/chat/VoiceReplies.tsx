import { useState } from 'react';

import type { ChatMessage } from './chatCache';
import { useSetVoiceRepliesMutation } from './speechApi';

/** "Voice replies": each new finished reply of hers in this chat is read aloud (kept by the server per chat). */
export function VoiceRepliesSwitch({ girlId, on }: { girlId: string; on: boolean }) {
  const [setVoiceReplies, { isLoading }] = useSetVoiceRepliesMutation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      title="Read each new reply of hers aloud (on the free plan, each counts like one of her messages)"
      disabled={isLoading}
      onClick={() => void setVoiceReplies({ girlId, voiceReplies: !on })}
      className="flex shrink-0 items-center gap-2 rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-ink hover:border-plum disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative h-4 w-7 rounded-full transition-colors ${on ? 'bg-rose' : 'bg-line'}`}
      >
        <span
          className={`absolute top-0.5 left-0 size-3 rounded-full bg-white transition-transform ${on ? 'translate-x-3.5' : 'translate-x-0.5'}`}
        />
      </span>
      Voice replies
    </button>
  );
}

/**
 * With voice replies on, the id of her reply that has finished since the chat was opened (the ones
 * there on opening are not read): its Listen starts by itself, once.
 */
export function useVoiceReplies(messages: ChatMessage[], loaded: boolean, on: boolean): string | null {
  const [atOpen, setAtOpen] = useState<Set<string> | null>(null);
  if (loaded && atOpen === null) setAtOpen(new Set(messages.map((m) => m.id)));
  const last = messages.at(-1);
  if (!on || !atOpen || !last || last.sender !== 'ai' || atOpen.has(last.id)) return null;
  return !last.loading && !last.failed && !last.image && last.text ? last.id : null;
}
