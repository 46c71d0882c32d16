/**
 * The job catalogue: every kind of slow job, its payload and its result.
 * Both the API (which queues) and the worker (which runs) are typed from this one map,
 * and the frontend reads results of `job:completed` through it.
 */
import type { Message, Pic, Post } from './api';
import type { AspectRatio, Preset } from './constants';
import { type ToolJobCatalogue, TOOLS } from './tools';
import type { VoiceId } from './voices';

/** What every text-to-image job carries to the provider. */
interface ImageParams {
  prompt: string;
  aspectRatio: AspectRatio;
  steps: number;
  guidance: number;
  interval: number;
}

/** The kinds that are not tools (each tool's payload and result are in tools.ts). */
interface DomainJobs {
  /** a girl's portrait: from the wizard, a new look, or her first visit without one */
  portrait: {
    /** referenceUrl: her current portrait (a new look keeps her face); absent for her first one */
    payload: ImageParams & { girlId: string; referenceUrl?: string | null };
    result: { imageUrl: string; girlId: string };
  };
  /** a gallery picture from the pics page: stored as a picture and posted to the feed */
  pics: {
    /** shared: its post goes on the public feed (absent in jobs queued before the switch: shared) */
    payload: ImageParams & {
      girlId: string;
      preset: Preset | null;
      nsfw: boolean;
      referenceUrl: string | null;
      shared?: boolean;
    };
    result: { imageUrl: string; girlId: string; pic: Pic; post: Post };
  };
  /** a picture asked for in the chat: fills her waiting message */
  'chat-picture': {
    payload: ImageParams & { girlId: string; messageId: string; referenceUrl: string | null };
    result: { girlId: string; message: Message };
  };
  /** her reply read aloud in her voice (text: the stored reply, as the reply guard let it through) */
  speech: {
    payload: { girlId: string; messageId: string; voice: VoiceId; text: string };
    result: { audioUrl: string; girlId: string; messageId: string; voice: VoiceId };
  };
}

/** Every kind of job: the domain's, and one per tool of the tool catalogue. */
export type JobCatalogue = DomainJobs & ToolJobCatalogue;
export type JobKind = keyof JobCatalogue;
export type JobPayload<K extends JobKind> = JobCatalogue[K]['payload'];
export type JobResult<K extends JobKind> = JobCatalogue[K]['result'];

/**
 * The path of a field of `T` that holds a media URL (a string, or null): `imageUrl`, `pic.url`
 * through nested objects, `alternatives[]` for each element of a list of them.
 */
export type MediaPath<T> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends string
    ? K
    : NonNullable<T[K]> extends readonly (infer E)[]
      ? NonNullable<E> extends string
        ? `${K}[]`
        : never
      : NonNullable<T[K]> extends object
        ? `${K}.${MediaPath<NonNullable<T[K]>>}`
        : never;
}[keyof T & string];

/** The fields of each kind's result that hold media URLs (checked against the result's type). */
const DOMAIN_MEDIA: { [K in keyof DomainJobs]: readonly MediaPath<DomainJobs[K]['result']>[] } = {
  portrait: ['imageUrl'],
  pics: ['imageUrl', 'pic.url', 'post.imageUrl'],
  'chat-picture': ['message.image'],
  speech: ['audioUrl'],
};

/**
 * Where the media of each kind's result are: the only fields a private media URL is signed in (a
 * tool's from its catalogue entry). Nothing else is, whatever its text looks like (a girl's name,
 * a caption, a message).
 */
export const JOB_RESULT_MEDIA = {
  ...DOMAIN_MEDIA,
  ...Object.fromEntries(TOOLS.map((tool) => [tool.id, [tool.resultField]])),
} as { readonly [K in JobKind]: readonly MediaPath<JobResult<K>>[] };

export type QueueName = 'images' | 'media';

const DOMAIN_QUEUES: { [K in keyof DomainJobs]: QueueName } = {
  portrait: 'images',
  pics: 'images',
  'chat-picture': 'images',
  speech: 'media',
};

/** Which queue runs each kind (a tool's from its catalogue entry). */
export const JOB_QUEUES = {
  ...DOMAIN_QUEUES,
  ...Object.fromEntries(TOOLS.map((tool) => [tool.id, tool.queue])),
} as { [K in JobKind]: QueueName };

export const JOB_STATUSES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job as GET /api/jobs/:id returns it. */
export type JobView = {
  [K in JobKind]: {
    id: string;
    kind: K;
    status: JobStatus;
    progress: number;
    result: JobResult<K> | null;
    error: string | null;
  };
}[JobKind];

/** The 202 answer of every endpoint that queues a job. */
export interface JobAccepted {
  jobId: string;
  status: JobStatus;
}
