import type { Girl, SpeechReady, VoiceId, VoiceReplies } from '@contracts';

import { api } from '../../app/api';
import { girlsApi } from '../girls/girlsApi';
import { chatApi } from './chatApi';

/** 202 of POST …/speech: her reply is being read aloud (the job's job:completed carries the audio). */
export interface SpeechAccepted {
  jobId: string;
  status: 'queued';
  freeLeft: number | null;
}

export type ListenAnswer = SpeechReady | SpeechAccepted;

/** A voice's few words, played on her profile. */
export const voiceSampleUrl = (voice: VoiceId) => `/api/voices/${encodeURIComponent(voice)}/sample`;

export const speechApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Her reply in her voice: the stored audio (200), or a speech job (202, counted like one of her messages). */
    listen: build.mutation<ListenAnswer, { girlId: string; messageId: string }>({
      query: ({ girlId, messageId }) => ({
        url: `/chats/${encodeURIComponent(girlId)}/messages/${encodeURIComponent(messageId)}/speech`,
        method: 'POST',
      }),
      async onQueryStarted({ girlId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if ('jobId' in data)
            dispatch(
              chatApi.util.updateQueryData('chat', girlId, (log) => {
                log.freeLeft = data.freeLeft;
              }),
            );
        } catch {
          // the button shows the error
        }
      },
    }),
    /** The chat's voice replies switch (kept by the server per chat). */
    setVoiceReplies: build.mutation<VoiceReplies, { girlId: string; voiceReplies: boolean }>({
      query: ({ girlId, voiceReplies }) => ({
        url: `/chats/${encodeURIComponent(girlId)}/voice-replies`,
        method: 'PUT',
        body: { voiceReplies },
      }),
      async onQueryStarted({ girlId, voiceReplies }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          chatApi.util.updateQueryData('chat', girlId, (log) => {
            log.voiceReplies = voiceReplies;
          }),
        );
        await queryFulfilled.catch(() => {
          patch.undo();
        });
      },
    }),
    /** Her owner picks her voice (the picker shows it at once). */
    setVoice: build.mutation<Girl, { girlId: string; voice: VoiceId }>({
      query: ({ girlId, voice }) => ({
        url: `/girls/${encodeURIComponent(girlId)}/voice`,
        method: 'PUT',
        body: { voice },
      }),
      // shown at once; back as it was if the server refuses
      async onQueryStarted({ girlId, voice }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          girlsApi.util.updateQueryData('girl', girlId, (girl) => {
            girl.voice = voice;
          }),
        );
        await queryFulfilled.catch(() => {
          patch.undo();
        });
      },
    }),
  }),
});

export const { useListenMutation, useSetVoiceRepliesMutation, useSetVoiceMutation } = speechApi;
