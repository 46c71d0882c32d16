/** Her voice: the short list a girl's owner picks from on her profile (each provider maps it to one of its own). */
export const VOICES = [
  { id: 'soft', label: 'Soft', description: 'gentle and calm' },
  { id: 'bright', label: 'Bright', description: 'light and cheerful' },
  { id: 'warm', label: 'Warm', description: 'low and friendly' },
  { id: 'playful', label: 'Playful', description: 'quick and lively' },
  { id: 'british', label: 'British', description: 'a British accent' },
] as const;

export type VoiceId = (typeof VOICES)[number]['id'];
export const VOICE_IDS = VOICES.map((voice) => voice.id) as readonly VoiceId[];
/** a girl's voice until her owner picks one */
export const DEFAULT_VOICE: VoiceId = 'soft';

export function isVoiceId(value: unknown): value is VoiceId {
  return typeof value === 'string' && (VOICE_IDS as readonly string[]).includes(value);
}

/** What the sample on her profile says. */
export const VOICE_SAMPLE_TEXT = "Hi, it's me. This is how I sound when I talk to you.";

/** Listening to her replies (API.md, Chat: speech). */
export const SPEECH_MESSAGES = {
  notHers: 'Only her replies can be listened to.',
  notReady: 'Her reply is not finished yet. Please wait a moment.',
  failed: 'This reply could not be made, so there is nothing to listen to.',
  empty: 'There are no words in this reply to listen to.',
  notFound: 'Message not found.',
  unknownVoice: `voice must be one of: ${VOICE_IDS.join(', ')}`,
} as const;
