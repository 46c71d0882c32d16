import { z } from 'zod';

import { vapidChecks } from './vapid';

/** Blank values in .env or the environment count as "not set". */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const withDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? fallback : v), schema);

const port = z.coerce.number().int().min(1).max(65535);

/** Comma-separated usernames, kept lower-case (usernames are unique whatever their case). */
const usernameList = withDefault(z.string(), '')
  .transform((v) =>
    v
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((names) => names.every((name) => /^[a-z0-9_.-]{3,32}$/.test(name)), 'must be usernames separated by commas');
const url = z.url();
const limit = z.coerce.number().int().min(0).max(1_000_000);

export const configSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(port, 3000),
  DATABASE_URL: withDefault(
    url.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'),
    'postgres://postgres@127.0.0.1:5432/aigirls',
  ),
  REDIS_URL: withDefault(url.regex(/^rediss?:\/\//, 'must start with redis://'), 'redis://127.0.0.1:6379'),
  QUEUE_PREFIX: withDefault(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only'), 'aigirls'),
  WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(64), 4),
  /** seconds a worker told to stop lets its running jobs finish before leaving them to another worker */
  SHUTDOWN_GRACE_SECONDS: withDefault(z.coerce.number().int().min(0).max(600), 20),
  /** milliseconds between two progress updates of a job, the first sent once it has run this long (0: every update at once) */
  JOB_PROGRESS_INTERVAL_MS: withDefault(z.coerce.number().int().min(0).max(60_000), 250),
  /** seconds between two passes of the reconciler (stranded jobs, refunds not given) */
  RECONCILE_INTERVAL_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 30),
  /** true: the API (and the worker) create the database and run pending migrations at boot; false: a migration job does (`migrate` role) */
  MIGRATE_ON_BOOT: withDefault(z.enum(['true', 'false']), 'true'),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MEDIA_DIR: withDefault(z.string(), './data/media'),
  PUBLIC_URL: withDefault(url, 'http://localhost:3000'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  IMAGE_PROVIDER: withDefault(z.enum(['auto', 'offline', 'replicate', 'instant']), 'auto'),
  /** benchmarks and the chaos run only: how long the `instant` image provider takes per picture */
  INSTANT_IMAGE_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(600_000), 0),
  CHAT_PROVIDER: withDefault(z.enum(['auto', 'offline', 'openai']), 'auto'),
  REPLICATE_API_TOKEN: optional(z.string()),
  REPLICATE_BASE_URL: withDefault(url, 'https://api.replicate.com/v1'),
  REPLICATE_IMAGE_MODEL: withDefault(z.string(), 'black-forest-labs/flux-dev'),
  REPLICATE_VIDEO_MODEL: withDefault(z.string(), 'kwaivgi/kling-v1.6-standard'),
  REPLICATE_FACESWAP_MODEL: withDefault(z.string(), 'cdingram/face-swap'),
  REPLICATE_REMOVE_BG_MODEL: withDefault(z.string(), '851-labs/background-remover'),
  REPLICATE_UPSCALE_MODEL: withDefault(z.string(), 'fermatresearch/magic-image-refiner'),
  /** the worker loads the on-device tool models at boot (auto: unless NODE_ENV=test or IMAGE_PROVIDER=instant); see warmsTools */
  TOOLS_WARM: withDefault(z.enum(['auto', 'on', 'off']), 'auto'),
  /** on: her portrait's face is swapped onto each new picture of her when the image model does not hold faces itself */
  FACE_HOLD: withDefault(z.enum(['on', 'off']), 'on'),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(url),
  OPENAI_MODEL: withDefault(z.string(), 'gpt-4o-mini'),
  /** her replies read aloud: auto (openai with TTS_BASE_URL or OPENAI_API_KEY, else replicate with REPLICATE_TTS_MODEL and a token, else offline), offline (eSpeak NG), openai, replicate */
  TTS_PROVIDER: withDefault(z.enum(['auto', 'offline', 'openai', 'replicate']), 'auto'),
  /** an OpenAI-compatible server's …/v1 that answers POST /audio/speech; the OpenAI API when unset */
  TTS_BASE_URL: optional(url.regex(/^https?:\/\//, 'must start with http:// or https://')),
  TTS_MODEL: withDefault(z.string().min(1).max(200), 'gpt-4o-mini-tts'),
  /** a Replicate text-to-speech model, `owner/name` or `owner/name:version` (e.g. jaaari/kokoro-82m) */
  REPLICATE_TTS_MODEL: optional(
    z.string().regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{64})?$/, 'must be owner/name or owner/name:version'),
  ),
  CHAT_MAX_TOKENS: withDefault(z.coerce.number().int().min(16).max(32_000), 400),
  CHAT_TEMPERATURE: withDefault(z.coerce.number().min(0).max(2), 0.9),
  MODERATION_PROVIDER: withDefault(z.enum(['none', 'openai', 'llamaguard']), 'none'),
  /** llamaguard: the OpenAI-compatible server that runs Llama Guard 3 (Ollama, vLLM, llama.cpp server), …/v1 */
  MODERATION_BASE_URL: optional(url.regex(/^https?:\/\//, 'must start with http:// or https://')),
  /** llamaguard: the model's name on that server (Ollama: llama-guard3:8b, vLLM: meta-llama/Llama-Guard-3-8B) */
  MODERATION_MODEL: withDefault(z.string().min(1), 'llama-guard3'),
  MODERATION_API_KEY: optional(z.string()),
  MODERATION_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(30_000), 3000),
  CHAT_WORD_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(2000), 45),
  WEB_DIR: optional(z.string().min(1)),
  SOLANA_RPC_URL: withDefault(url, 'https://api.devnet.solana.com'),
  /** the browser's wallet endpoint, handed out at run time by GET /api/config (public: no key in it); default SOLANA_RPC_URL */
  PUBLIC_SOLANA_RPC_URL: optional(url),
  /** the former build-time name of PUBLIC_SOLANA_RPC_URL, still read (at run time) when that one is not set */
  VITE_SOLANA_RPC_URL: optional(url),
  SOLANA_RECEIVER: optional(z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 public key')),
  SUBSCRIPTION_LAMPORTS: withDefault(z.coerce.number().int().positive(), 100_000_000),
  ADMIN_USERNAMES: usernameList,
  S3_ENDPOINT: optional(url),
  S3_BUCKET: optional(z.string()),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(url),
  S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
  /** seconds a signed URL of a private file (tool inputs and outputs) stays valid */
  MEDIA_URL_TTL: withDefault(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600),
    3600,
  ),
  /** who may read /api/metrics: comma-separated addresses or subnets (Express `trust proxy` syntax names), default loopback */
  METRICS_ALLOW: withDefault(z.string().max(1000), 'loopback'),
  /** Express `trust proxy` value: whose X-Forwarded-For names the client; unset = nobody's */
  TRUST_PROXY: optional(z.string().max(500)),
  /** rate limits (0 = off): sign-in failures per 15 min, sign-ups per hour, jobs and chat messages per minute */
  /** failures per username that bring the wait on its sign-ins to the full 2 s (a slowdown, never a refusal) */
  SIGNIN_FAILURES_PER_USERNAME: withDefault(limit, 10),
  SIGNIN_FAILURES_PER_IP: withDefault(limit, 30),
  SIGNUP_LIMIT_PER_HOUR: withDefault(limit, 20),
  JOBS_PER_MINUTE: withDefault(limit, 30),
  CHAT_MESSAGES_PER_MINUTE: withDefault(limit, 30),
  /** open sockets per signed-in user (the oldest is closed when one more connects), and anonymous ones per client IP (0 = no cap) */
  SOCKETS_PER_USER: withDefault(limit, 20),
  ANONYMOUS_SOCKETS_PER_IP: withDefault(limit, 50),
  /** Web Push (VAPID): both keys or none (push off); generated into data/ in development (config/vapid.ts) */
  VAPID_PUBLIC_KEY: optional(z.string().max(200)),
  VAPID_PRIVATE_KEY: optional(z.string().max(200)),
  /** who runs this server, for the push services: a mailto: address or an https:// URL; default PUBLIC_URL when it is https */
  VAPID_SUBJECT: optional(
    z
      .string()
      .max(300)
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL'),
  ),
});

export type Settings = z.infer<typeof configSchema>;

/** Parses the environment; throws one error naming every bad setting. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  if (s.IMAGE_PROVIDER === 'replicate' && !s.REPLICATE_API_TOKEN) {
    throw new Error('Invalid configuration:\n  REPLICATE_API_TOKEN: required when IMAGE_PROVIDER=replicate');
  }
  if (s.CHAT_PROVIDER === 'openai' && !s.OPENAI_API_KEY && !s.OPENAI_BASE_URL) {
    throw new Error(
      'Invalid configuration:\n  OPENAI_API_KEY: required (or OPENAI_BASE_URL) when CHAT_PROVIDER=openai',
    );
  }
  if (s.MODERATION_PROVIDER === 'openai' && !s.OPENAI_API_KEY && !s.OPENAI_BASE_URL) {
    throw new Error('Invalid configuration:\n  MODERATION_PROVIDER: openai needs OPENAI_API_KEY (or OPENAI_BASE_URL)');
  }
  speechChecks(s);
  if (s.MODERATION_PROVIDER === 'llamaguard' && !s.MODERATION_BASE_URL) {
    throw new Error(
      'Invalid configuration:\n  MODERATION_BASE_URL: required when MODERATION_PROVIDER=llamaguard (the Llama Guard server, e.g. http://127.0.0.1:11434/v1)',
    );
  }
  productionChecks(s);
  vapidChecks(s);
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;
  const s3Missing = s3.filter((name) => !s[name]);
  if (s3Missing.length > 0 && s3Missing.length < s3.length) {
    throw new Error(
      `Invalid configuration:\n${s3Missing.map((name) => `  ${name}: required with the other S3_* settings (set all of ${s3.join(', ')}, or none to use MEDIA_DIR)`).join('\n')}`,
    );
  }
  return s;
}

/** What the chosen TTS_PROVIDER cannot run without, each named. */
function speechChecks(s: Settings) {
  const problems: string[] = [];
  if (s.TTS_PROVIDER === 'openai' && !s.TTS_BASE_URL && !s.OPENAI_API_KEY)
    problems.push('  TTS_PROVIDER: openai needs TTS_BASE_URL (an OpenAI-compatible server) or OPENAI_API_KEY');
  if (s.TTS_PROVIDER === 'replicate' && !s.REPLICATE_TTS_MODEL)
    problems.push('  REPLICATE_TTS_MODEL: required when TTS_PROVIDER=replicate (e.g. jaaari/kokoro-82m)');
  if (s.TTS_PROVIDER === 'replicate' && !s.REPLICATE_API_TOKEN)
    problems.push('  REPLICATE_API_TOKEN: required when TTS_PROVIDER=replicate');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Whether an RPC URL carries something secret: user:password or a query string (an API key, usually). */
const carriesCredentials = (endpoint: string) => {
  const u = new URL(endpoint);
  return !!(u.username || u.password || u.search);
};

/**
 * What production cannot run without, checked at boot (both processes), each named: the session secret
 * (never generated there) and, on any cluster but devnet, the address that receives payments. The
 * browser's RPC must not carry the server's key.
 */
function productionChecks(s: Settings) {
  const problems: string[] = [];
  if (s.NODE_ENV === 'production' && !s.SESSION_SECRET) {
    problems.push('  SESSION_SECRET: required in production (at least 32 characters, the same for every API process)');
  }
  if (s.NODE_ENV === 'production' && !s.SOLANA_RECEIVER && !/devnet/.test(new URL(s.SOLANA_RPC_URL).host)) {
    problems.push(
      '  SOLANA_RECEIVER: required in production off devnet (the base58 address that receives subscription payments)',
    );
  }
  if (!s.PUBLIC_SOLANA_RPC_URL && !s.VITE_SOLANA_RPC_URL && carriesCredentials(s.SOLANA_RPC_URL)) {
    problems.push(
      '  PUBLIC_SOLANA_RPC_URL: required when SOLANA_RPC_URL carries a key (user:password or a query string): browsers are given this one',
    );
  }
  if (s.PUBLIC_SOLANA_RPC_URL && carriesCredentials(s.PUBLIC_SOLANA_RPC_URL)) {
    problems.push(
      '  PUBLIC_SOLANA_RPC_URL: must carry no key (no user:password, no query string): every browser reads it',
    );
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * Whether the worker warms the on-device tool models at boot (a cold model makes its first two jobs
 * the slowest): TOOLS_WARM, where `auto` is off in tests and under the benchmarks' `instant` provider
 * (their figures are not to share the cores with a model loading).
 */
export function warmsTools(s: Pick<Settings, 'TOOLS_WARM' | 'NODE_ENV' | 'IMAGE_PROVIDER'>): boolean {
  if (s.TOOLS_WARM !== 'auto') return s.TOOLS_WARM === 'on';
  return s.NODE_ENV !== 'test' && s.IMAGE_PROVIDER !== 'instant';
}

/** The bucket settings when S3-compatible storage is configured, else null (MEDIA_DIR). */
export function s3Settings(s: Settings) {
  if (!s.S3_ENDPOINT || !s.S3_BUCKET || !s.S3_ACCESS_KEY || !s.S3_SECRET_KEY) return null;
  return {
    endpoint: s.S3_ENDPOINT,
    bucket: s.S3_BUCKET,
    accessKey: s.S3_ACCESS_KEY,
    secretKey: s.S3_SECRET_KEY,
    region: s.S3_REGION,
    publicUrl: s.S3_PUBLIC_URL,
  };
}
