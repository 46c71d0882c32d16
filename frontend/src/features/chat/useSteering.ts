import { CHAT_MESSAGES } from '@contracts';
import { nanoid } from '@reduxjs/toolkit';
import { useState } from 'react';

import { api } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { toastAdded } from '../toasts/toastsSlice';
import { registerUndoable } from '../toasts/undoable';
import type { ChatMessage } from './chatCache';
import {
  hideMessage,
  type SteeredReply,
  useChooseVersionMutation,
  useDeleteMessageMutation,
  useEditMessageMutation,
  useRegenerateMutation,
} from './steeringApi';

interface SteeringOptions {
  girlId: string;
  /** a request was refused (402 upsell, 409, a network error...): the window shows why */
  onRefused: (error: unknown) => void;
  /** a picture is being made again: its job is watched */
  onPictureJob: (messageId: string, jobId: string) => void;
}

/**
 * The person steering the conversation: her last reply regenerated and its versions browsed, their
 * last message edited in place, any message deleted (with Undo on a toast; asked of the server when
 * the toast goes).
 */
export function useSteering({ girlId, onRefused, onPictureJob }: SteeringOptions) {
  const dispatch = useAppDispatch();
  const [regenerate, regenerating] = useRegenerateMutation();
  const [chooseVersion, choosing] = useChooseVersionMutation();
  const [editMessage, saving] = useEditMessageMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const busy = regenerating.isLoading || choosing.isLoading || saving.isLoading;

  function written(answer: SteeredReply) {
    if (answer.jobId) onPictureJob(answer.message.id, answer.jobId);
    if (answer.failed) dispatch(toastAdded({ tone: 'error', title: CHAT_MESSAGES.replyFailed }));
  }

  function onRegenerate(message: ChatMessage) {
    regenerate({ girlId, messageId: message.id }).unwrap().then(written, onRefused);
  }

  function onChoose(message: ChatMessage, index: number) {
    if (index < 0 || index >= (message.alternatives?.length ?? 0)) return;
    chooseVersion({ girlId, messageId: message.id, index }).unwrap().catch(onRefused);
  }

  function onSave(message: ChatMessage, text: string, reply: ChatMessage | undefined) {
    setEditingId(null);
    editMessage({ girlId, messageId: message.id, text, replyId: reply?.id ?? null })
      .unwrap()
      .then((answer) => written({ ...answer, message: answer.reply }), onRefused);
  }

  function onDelete(message: ChatMessage) {
    if (editingId === message.id) setEditingId(null);
    const restore = hideMessage(dispatch, girlId, message.id);
    const toastId = nanoid();
    registerUndoable(toastId, {
      cancel: restore,
      commit: () => {
        deleteMessage({ girlId, messageId: message.id })
          .unwrap()
          .catch((err: unknown) => {
            restore();
            dispatch(api.util.invalidateTags([{ type: 'Chat', id: girlId }]));
            dispatch(
              toastAdded({
                tone: 'error',
                title: errorMessage(err, 'Could not delete the message. Please try again.'),
              }),
            );
          });
      },
      onPageHide: () => {
        void fetch(`/api/chats/${encodeURIComponent(girlId)}/messages/${encodeURIComponent(message.id)}`, {
          method: 'DELETE',
          credentials: 'include',
          keepalive: true,
        });
      },
    });
    dispatch(toastAdded({ id: toastId, tone: 'info', title: 'Message deleted', undoable: true }));
  }

  return {
    busy,
    editingId,
    startEditing: (message: ChatMessage) => setEditingId(message.id),
    cancelEditing: () => setEditingId(null),
    onRegenerate,
    onChoose,
    onSave,
    onDelete,
  };
}
