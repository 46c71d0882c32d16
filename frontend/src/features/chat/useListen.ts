import { type JobCompletedEvent, MESSAGES } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { useJob } from '../jobs/useJob';
import { useListenMutation } from './speechApi';

export type ListenState = 'idle' | 'waiting' | 'playing' | 'error';

export interface Listening {
  state: ListenState;
  /** 0 to 100 while her voice is being made */
  progress: number;
  error: string | null;
  /** starts listening, or stops what plays */
  toggle: () => void;
}

type SpeechResult = Extract<JobCompletedEvent, { kind: 'speech' }>['result'];

/**
 * Her reply read aloud: asks for it (the stored audio at once, or a speech job followed to its end
 * by push), then plays it. `autoStart`: once, as soon as it is mounted (the chat's voice replies).
 */
export function useListen(girlId: string, messageId: string, autoStart = false): Listening {
  const [listen, { isLoading: asking }] = useListenMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const played = useRef<string | null>(null);
  const { job } = useJob(jobId, girlId);
  const audioUrl = jobId && job?.status === 'completed' ? (job.result as SpeechResult).audioUrl : null;
  const jobError = jobId && job?.status === 'failed' ? job.error || MESSAGES.unexpectedError : null;

  const stop = useCallback(() => {
    const player = audio.current;
    audio.current = null;
    player?.pause();
  }, []);

  /** Plays it; the player's own events say when it plays and when it has stopped. */
  const play = useCallback(
    (url: string) => {
      stop();
      const player = new Audio(url);
      audio.current = player;
      const ended = () => {
        if (audio.current === player || audio.current === null) setPlaying(false);
        if (audio.current === player) audio.current = null;
      };
      player.addEventListener('playing', () => audio.current === player && setPlaying(true));
      player.addEventListener('ended', ended);
      player.addEventListener('pause', ended);
      player.play().catch(() => {
        if (audio.current !== player) return;
        audio.current = null;
        setPlaying(false);
        setError('Her voice could not be played here. Tap Listen to try again.');
      });
    },
    [stop],
  );

  const request = useCallback(async () => {
    try {
      const answer = await listen({ girlId, messageId }).unwrap();
      if ('audioUrl' in answer) play(answer.audioUrl);
      else setJobId(answer.jobId);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.unexpectedError));
    }
  }, [girlId, listen, messageId, play]);

  // the job's end: its audio plays, once
  useEffect(() => {
    if (!audioUrl || played.current === jobId) return;
    played.current = jobId;
    play(audioUrl);
  }, [audioUrl, jobId, play]);

  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    void request();
  }, [autoStart, request]);

  useEffect(() => stop, [stop]);

  const waiting = asking || (Boolean(jobId) && !audioUrl && !jobError);
  let state: ListenState = 'idle';
  if (playing) state = 'playing';
  else if (waiting) state = 'waiting';
  else if (error || jobError) state = 'error';

  function toggle() {
    if (playing) return stop();
    if (waiting) return;
    setError(null);
    setJobId(null);
    played.current = null;
    void request();
  }
  return { state, progress: waiting && job ? job.progress : 0, error: error ?? jobError, toggle };
}
