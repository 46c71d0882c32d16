import { VOICE_IDS } from '../../../contracts';
import { sniffAudioType } from './audio';
import { OfflineSpeechProvider } from './offline-speech.provider';

const provider = new OfflineSpeechProvider();
afterAll(() => provider.close());

describe('eSpeak NG on this machine', () => {
  it('reads a text as a 16-bit mono WAV, each of her voices sounding its own', async () => {
    const heard = new Set<string>();
    for (const voice of VOICE_IDS) {
      const { data, type } = await provider.speak('Hello, I missed you today.', voice);
      expect(type).toBe('audio/wav');
      expect(sniffAudioType(data)).toBe('audio/wav');
      expect(data.readUInt16LE(22)).toBe(1); // mono
      expect(data.readUInt16LE(34)).toBe(16); // bits per sample
      expect(data.readUInt32LE(40)).toBe(data.length - 44); // the data chunk is the rest
      expect(data.length).toBeGreaterThan(20_000);
      heard.add(data.subarray(44).toString('base64'));
    }
    expect(heard.size).toBe(VOICE_IDS.length);
  });

  it('starts its thread again after it was ended', async () => {
    await provider.close();
    expect(sniffAudioType((await provider.speak('Still here.', 'soft')).data)).toBe('audio/wav');
  });
});
