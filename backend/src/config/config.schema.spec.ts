import { speechChoice } from '../infra/ai/speech/speech.factory';
import { parseSettings, warmsTools } from './config.schema';

describe('settings', () => {
  it('fills every default when nothing is set', () => {
    const s = parseSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/aigirls');
    expect(s.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(s.QUEUE_PREFIX).toBe('aigirls');
    expect(s.WORKER_CONCURRENCY).toBe(4);
    expect(s.MEDIA_DIR).toBe('./data/media');
    expect(s.IMAGE_PROVIDER).toBe('auto');
    expect(s.SUBSCRIPTION_LAMPORTS).toBe(100_000_000);
    expect(s.ADMIN_USERNAMES).toEqual([]);
    expect(s.MEDIA_URL_TTL).toBe(3600);
    expect(s.METRICS_ALLOW).toBe('loopback');
  });

  it('warms the tool models at boot in development and production, not in tests or under the instant provider', () => {
    expect(warmsTools(parseSettings({}))).toBe(true);
    expect(warmsTools(parseSettings({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }))).toBe(true);
    expect(warmsTools(parseSettings({ NODE_ENV: 'test' }))).toBe(false);
    expect(warmsTools(parseSettings({ IMAGE_PROVIDER: 'instant' }))).toBe(false);
    expect(warmsTools(parseSettings({ NODE_ENV: 'test', TOOLS_WARM: 'on' }))).toBe(true);
    expect(warmsTools(parseSettings({ TOOLS_WARM: 'off' }))).toBe(false);
    expect(() => parseSettings({ TOOLS_WARM: 'yes' })).toThrow(/TOOLS_WARM/);
  });

  it('takes the S3 settings all together, and names only the missing one', () => {
    const all = { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
    expect(parseSettings(all).S3_REGION).toBe('us-east-1');
    expect(() => parseSettings({ ...all, S3_ACCESS_KEY: '' })).toThrow(/S3_ACCESS_KEY: required/);
    expect(() => parseSettings({ ...all, S3_ACCESS_KEY: '' })).not.toThrow(/S3_BUCKET: required/);
  });

  it('takes llamaguard with its server, the model defaulting to llama-guard3', () => {
    const s = parseSettings({ MODERATION_PROVIDER: 'llamaguard', MODERATION_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(s).toMatchObject({ MODERATION_PROVIDER: 'llamaguard', MODERATION_MODEL: 'llama-guard3' });
    expect(s.MODERATION_API_KEY).toBeUndefined();
  });

  it('chooses the speech provider from what is set, and names what a chosen one lacks', () => {
    expect(speechChoice(parseSettings({}))).toBe('offline');
    expect(speechChoice(parseSettings({ TTS_BASE_URL: 'http://127.0.0.1:8880/v1' }))).toBe('openai');
    expect(speechChoice(parseSettings({ OPENAI_API_KEY: 'sk-x' }))).toBe('openai');
    const replicate = { REPLICATE_TTS_MODEL: 'jaaari/kokoro-82m', REPLICATE_API_TOKEN: 'r8_x' };
    expect(speechChoice(parseSettings(replicate))).toBe('replicate');
    expect(speechChoice(parseSettings({ ...replicate, TTS_PROVIDER: 'offline' }))).toBe('offline');
    expect(() => parseSettings({ TTS_PROVIDER: 'openai' })).toThrow(/TTS_PROVIDER: openai needs TTS_BASE_URL/);
    expect(() => parseSettings({ TTS_PROVIDER: 'replicate', REPLICATE_API_TOKEN: 'r8_x' })).toThrow(
      /REPLICATE_TTS_MODEL: required when TTS_PROVIDER=replicate/,
    );
    expect(() => parseSettings({ REPLICATE_TTS_MODEL: 'not a model' })).toThrow(
      /REPLICATE_TTS_MODEL: must be owner\/name/,
    );
    expect(() => parseSettings({ TTS_BASE_URL: 'ftp://x' })).toThrow(/TTS_BASE_URL/);
  });

  it('reads ADMIN_USERNAMES as a lower-case list', () => {
    expect(parseSettings({ ADMIN_USERNAMES: ' Alice,bob.k ,, ' }).ADMIN_USERNAMES).toEqual(['alice', 'bob.k']);
  });

  it('treats blank values as unset', () => {
    expect(parseSettings({ PORT: '', SESSION_SECRET: '  ' })).toMatchObject({ PORT: 3000, SESSION_SECRET: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ IMAGE_PROVIDER: 'dalle' }, 'IMAGE_PROVIDER'],
    [{ WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SOLANA_RECEIVER: 'not-base58!' }, 'SOLANA_RECEIVER'],
    [{ IMAGE_PROVIDER: 'replicate' }, 'REPLICATE_API_TOKEN'],
    [{ ADMIN_USERNAMES: 'alice, not a name!' }, 'ADMIN_USERNAMES'],
    [{ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media', S3_ACCESS_KEY: 'k' }, 'S3_SECRET_KEY'],
    [{ S3_BUCKET: 'media' }, 'S3_ENDPOINT'],
    [{ MEDIA_URL_TTL: '0' }, 'MEDIA_URL_TTL'],
    [{ MODERATION_PROVIDER: 'llamaguard' }, 'MODERATION_BASE_URL'],
    [{ MODERATION_PROVIDER: 'llamaguard', MODERATION_BASE_URL: '127.0.0.1:11434/v1' }, 'MODERATION_BASE_URL'],
    [{ MODERATION_PROVIDER: 'llamaguard', MODERATION_BASE_URL: 'not a url' }, 'MODERATION_BASE_URL'],
    [{ MODERATION_PROVIDER: 'guard' }, 'MODERATION_PROVIDER'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => parseSettings(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  describe('in production', () => {
    const secret = 'x'.repeat(32);
    it('refuses to start without SESSION_SECRET, naming it', () => {
      expect(() => parseSettings({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
      expect(parseSettings({ NODE_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    });

    it('requires the receiver off devnet (mainnet), not on devnet', () => {
      const mainnet = {
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com',
      };
      expect(() => parseSettings(mainnet)).toThrow(/SOLANA_RECEIVER: required in production off devnet/);
      expect(() => parseSettings({ ...mainnet, SOLANA_RECEIVER: '11111111111111111111111111111112' })).not.toThrow();
      expect(() => parseSettings({ NODE_ENV: 'production', SESSION_SECRET: secret })).not.toThrow();
    });
  });

  it('never hands a keyed RPC URL to browsers: PUBLIC_SOLANA_RPC_URL is then required, and must be keyless', () => {
    expect(() => parseSettings({ SOLANA_RPC_URL: 'https://rpc.example.com/?api-key=x' })).toThrow(
      /PUBLIC_SOLANA_RPC_URL: required when SOLANA_RPC_URL carries a key/,
    );
    expect(() =>
      parseSettings({
        SOLANA_RPC_URL: 'https://rpc.example.com/?api-key=x',
        PUBLIC_SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com',
      }),
    ).not.toThrow();
    expect(() => parseSettings({ PUBLIC_SOLANA_RPC_URL: 'https://u:p@rpc.example.com' })).toThrow(
      /PUBLIC_SOLANA_RPC_URL: must carry no key/,
    );
  });

  it('migrates at boot unless MIGRATE_ON_BOOT=false', () => {
    expect(parseSettings({}).MIGRATE_ON_BOOT).toBe('true');
    expect(parseSettings({ MIGRATE_ON_BOOT: 'false' }).MIGRATE_ON_BOOT).toBe('false');
    expect(() => parseSettings({ MIGRATE_ON_BOOT: 'no' })).toThrow(/MIGRATE_ON_BOOT/);
  });
});
