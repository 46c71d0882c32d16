import type { Girl, User } from '@contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { ImageLightbox } from '../../components/ImageLightbox';
import { useSession } from '../auth/useSession';
import { ChatShell, ConversationSkeleton } from './ChatShell';
import { Composer } from './Composer';
import { MessageList, useFollowScroll } from './MessageList';
import { steeringRenderers } from './MessageTools';
import { useConversation } from './useConversation';
import { useSteering } from './useSteering';
import { useVoiceReplies, VoiceRepliesSwitch } from './VoiceReplies';

/** The conversation with her: messages (with regenerate, versions, edit and delete), presets, and the input with Send. */
export function ChatWindow({ girl }: { girl: Girl }) {
  const { user, isLoading } = useSession();
  const name = girl.name || 'Your girl';
  if (isLoading) {
    return (
      <ChatShell girl={girl}>
        <ConversationSkeleton />
      </ChatShell>
    );
  }
  if (!user) {
    return (
      <ChatShell girl={girl}>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-5 py-10 text-center">
          <p className="max-w-sm text-muted">Sign in to chat with {name}.</p>
          <Link to="/signin" className={buttonClass('primary')}>
            Sign In
          </Link>
        </div>
      </ChatShell>
    );
  }
  return <Conversation girl={girl} user={user} />;
}

function Conversation({ girl, user }: { girl: Girl; user: User }) {
  const name = girl.name || 'Your girl';
  const [fullImage, setFullImage] = useState<string | null>(null);
  const chat = useConversation(girl, user);
  const { scrollRef, onScroll, scrolledUp, followNewest } = useFollowScroll(
    chat.messages,
    chat.typing,
    chat.upsell !== null,
    chat.error,
  );

  const steering = useSteering({
    girlId: girl.id,
    onRefused: (err) => {
      chat.clearError();
      chat.refused(err);
    },
    onPictureJob: chat.addPicture,
  });
  const voiceReplies = chat.log?.voiceReplies ?? false;
  const autoListenId = useVoiceReplies(chat.messages, Boolean(chat.log), voiceReplies);
  const { toolsOf, editorOf } = steeringRenderers({
    messages: chat.messages,
    name,
    busy: chat.writing || steering.busy,
    steering,
    voice: { girlId: girl.id, autoListenId },
  });

  function send(text: string, fromInput: boolean) {
    if (!chat.canSend(text)) return;
    followNewest(); // a sent message brings the newest messages back into view
    void chat.send(text, fromInput);
  }

  let content;
  if (!chat.log && chat.isLoading) {
    content = <ConversationSkeleton />;
  } else if (!chat.log) {
    content = (
      <div className="flex flex-1 items-center justify-center p-5">
        <Alert className="w-full max-w-md">
          <p>The conversation could not be loaded. {errorMessage(chat.loadError, '')}</p>
          <button type="button" className="link mt-1 rounded" onClick={() => void chat.refetch()}>
            Try again
          </button>
        </Alert>
      </div>
    );
  } else {
    content = (
      <MessageList
        girl={girl}
        messages={chat.messages}
        pictureIds={chat.pictureIds}
        typing={chat.typing}
        writing={chat.writing}
        upsell={chat.upsell}
        scrollRef={scrollRef}
        onScroll={onScroll}
        scrolledUp={scrolledUp}
        onJumpToNewest={() => followNewest(true)}
        onOpenImage={setFullImage}
        toolsOf={toolsOf}
        editorOf={editorOf}
      />
    );
  }

  return (
    <ChatShell
      girl={girl}
      status={chat.typing || (chat.streaming && chat.writing) ? 'typing…' : 'Online'}
      actions={chat.log ? <VoiceRepliesSwitch girlId={girl.id} on={voiceReplies} /> : null}
    >
      {content}
      <Composer
        name={name}
        draft={chat.draft}
        onDraft={chat.setDraft}
        onSend={send}
        disabled={!chat.log || chat.limited}
        writing={chat.writing}
        limited={chat.limited}
        freeLeft={chat.freeLeft}
        error={chat.error}
      />
      {fullImage ? <ImageLightbox src={fullImage} alt={name} onClose={() => setFullImage(null)} /> : null}
    </ChatShell>
  );
}
