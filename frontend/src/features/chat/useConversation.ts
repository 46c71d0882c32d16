import { CHAT_MESSAGES, FREE_CHAT_AI_MESSAGES, type Girl, MESSAGES, type User } from '@contracts';
import { useEffect, useState } from 'react';

import { api } from '../../app/api';
import { errorMessage, errorStatus } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { watchJob } from '../jobs/watchedJobs';
import { useChatQuery, useSendMessageMutation } from './chatApi';
import type { ChatMessage } from './chatCache';
import { showChat } from './chatEvents';

const NO_MESSAGES: ChatMessage[] = [];

/** The text shown near the input when a message could not be sent (never just 'Error calling chat API'). */
function sendErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined) {
    return 'Your message was not sent: the server could not be reached. Check your connection and try again.';
  }
  return errorMessage(error, `Your message was not sent (error ${status}). Please try again.`);
}

/**
 * The state of one conversation: her messages, the draft, sending (with its error or the free-limit
 * paywall) and the pictures she is making.
 */
export function useConversation(girl: Girl, user: User) {
  const { data: log, error: loadError, isLoading, refetch } = useChatQuery(girl.id);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const dispatch = useAppDispatch();

  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** the server's 402 text, when a send was refused for the free limit */
  const [paywall, setPaywall] = useState<string | null>(null);
  /** a picture was refused for want of credits (402): the upsell shows, text messages still go */
  const [creditsOut, setCreditsOut] = useState(false);
  /** her messages that are pictures being made, and their jobs (their toasts are skipped here) */
  const [pictures, setPictures] = useState<{ messageIds: string[]; jobIds: string[] }>({ messageIds: [], jobIds: [] });

  const messages = log?.messages ?? NO_MESSAGES;
  const last = messages[messages.length - 1];
  // her failed replies and pictures are not charged (API.md, Chat)
  const aiMessages = messages.filter((m) => m.sender === 'ai' && !m.premium && !m.failed).length;
  // what a free user has left with her: the server's count (it sees deleted and older messages too)
  const serverLeft = log?.freeLeft;
  const freeLeft = user.isSubscribed
    ? null
    : typeof serverLeft === 'number'
      ? serverLeft
      : Math.max(0, FREE_CHAT_AI_MESSAGES - aiMessages);
  const limited = freeLeft !== null && (freeLeft === 0 || paywall !== null);
  const streaming = messages.some((m) => m.sender === 'ai' && m.loading && m.text !== '');
  const writing = sending || streaming;
  const typing = sending && Boolean(last?.local && last.sender === 'user');
  const premiumShown = messages.some((m) => m.premium);
  const chatUpsell = limited && !writing && !premiumShown ? (paywall ?? CHAT_MESSAGES.upsell) : null;
  const upsell = chatUpsell ?? (creditsOut && !writing ? MESSAGES.noCredits : null);

  useEffect(() => {
    const unwatch = pictures.jobIds.map((jobId) => watchJob(jobId));
    return () => unwatch.forEach((stop) => stop());
  }, [pictures.jobIds]);
  useEffect(() => showChat(girl.id), [girl.id]);

  /** whether a text would be sent now (not blank, nothing on its way, no free limit) */
  const canSend = (text: string) => text.trim() !== '' && !writing && !limited;

  async function send(text: string, fromInput: boolean) {
    const content = text.trim();
    if (!canSend(text)) return;
    setError(null);
    setCreditsOut(false);
    if (fromInput) setDraft('');
    try {
      const answer = await sendMessage({ girlId: girl.id, newUserMessage: content }).unwrap();
      if (answer.jobId) addPicture(answer.message.id, answer.jobId);
    } catch (err) {
      // the message goes back into the input, unless something new was typed meanwhile
      if (fromInput) setDraft((current) => (current.trim() ? current : text));
      refused(err);
    }
  }

  /** A send, regenerate or edit the server refused: the upsell for the free limit, else the reason near the input. */
  function refused(err: unknown) {
    if (errorStatus(err) === 402) {
      // the free limit: the upsell shows in the chat; a stale 'subscribed' is refreshed
      dispatch(api.util.invalidateTags(['Me']));
      if (errorMessage(err, '') === MESSAGES.noCredits) setCreditsOut(true);
      // her reply's free regenerations are used up: said near the input, the chat goes on
      else if (errorMessage(err, '') === CHAT_MESSAGES.regenerateLimit) setError(CHAT_MESSAGES.regenerateLimit);
      else if (user.isSubscribed) setError(errorMessage(err, CHAT_MESSAGES.upsell));
      else setPaywall(errorMessage(err, CHAT_MESSAGES.upsell));
    } else {
      setError(sendErrorText(err));
    }
  }

  /** her message `messageId` is a picture being made by job `jobId` */
  function addPicture(messageId: string, jobId: string) {
    setPictures((p) => ({ messageIds: [...p.messageIds, messageId], jobIds: [...p.jobIds, jobId] }));
  }

  return {
    log,
    loadError,
    isLoading,
    refetch,
    messages,
    pictureIds: pictures.messageIds,
    draft,
    setDraft,
    error,
    limited,
    freeLeft,
    writing,
    typing,
    streaming,
    upsell,
    canSend,
    send,
    refused,
    clearError: () => setError(null),
    addPicture,
  };
}
