import { type Girl, MESSAGES, type VoiceId, VOICES } from '@contracts';
import { useEffect, useRef, useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { useSetVoiceMutation, voiceSampleUrl } from './speechApi';

/**
 * Her voice, on her profile: her owner picks one of the short list (each with a sample to hear);
 * anyone else sees which it is.
 */
export function VoicePicker({ girl, isOwner }: { girl: Girl; isOwner: boolean }) {
  const [setVoice, { isLoading }] = useSetVoiceMutation();
  const [error, setError] = useState<string | null>(null);
  const current = VOICES.find((v) => v.id === girl.voice) ?? VOICES[0];
  const { playing, play } = useSample();

  async function pick(voice: VoiceId) {
    if (voice === girl.voice) return;
    setError(null);
    try {
      await setVoice({ girlId: girl.id, voice }).unwrap();
    } catch (err) {
      setError(errorMessage(err, MESSAGES.unexpectedError));
    }
  }

  if (!isOwner) {
    return (
      <p className="mt-4 text-sm text-muted">
        Voice: <span className="font-semibold text-ink">{current.label}</span> ({current.description})
      </p>
    );
  }
  return (
    <fieldset className="mt-5 border-t border-line/60 pt-5" aria-busy={isLoading}>
      <legend className="text-sm font-semibold">Her voice</legend>
      <ul className="mt-3 grid gap-2">
        {VOICES.map((voice) => (
          <li key={voice.id} className="flex items-center gap-2">
            <label className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-rose">
              <input
                type="radio"
                name={`voice-${girl.id}`}
                value={voice.id}
                checked={girl.voice === voice.id}
                disabled={isLoading}
                onChange={() => void pick(voice.id)}
                className="accent-rose"
              />
              <span className="font-semibold text-ink">{voice.label}</span>
              <span className="text-muted">{voice.description}</span>
            </label>
            <button
              type="button"
              className="shrink-0 rounded-full border border-line px-3 py-2 text-xs font-semibold text-ink hover:border-plum"
              aria-label={`Hear the ${voice.label} voice`}
              aria-pressed={playing === voice.id}
              onClick={() => play(voice.id)}
            >
              {playing === voice.id ? 'Stop' : 'Hear'}
            </button>
          </li>
        ))}
      </ul>
      {error ? <Alert className="mt-3">{error}</Alert> : null}
    </fieldset>
  );
}

/** One voice's sample at a time: playing it again stops it. */
function useSample() {
  const [playing, setPlaying] = useState<VoiceId | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  function play(voice: VoiceId) {
    audio.current?.pause();
    audio.current = null;
    if (playing === voice) return setPlaying(null);
    const player = new Audio(voiceSampleUrl(voice));
    audio.current = player;
    player.onended = () => setPlaying((now) => (now === voice ? null : now));
    setPlaying(voice);
    player.play().catch(() => setPlaying(null));
  }
  return { playing, play };
}
