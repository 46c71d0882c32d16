/**
 * The job catalogue: every kind of slow job, its payload and its result.
 * Both the API (which queues) and the worker (which runs) are typed from this one map,
 * and the frontend reads results of `job:completed` through it.
 */
import type { Message, Pic, Post } from './api';
import type { AspectRatio, Preset } from './constants';

/** What every text-to-image job carries to the provider. */
interface ImageParams {
  prompt: string;
  aspectRatio: AspectRatio;
  steps: number;
  guidance: number;
  interval: number;
}

export interface JobCatalogue {
  'flux-generate': {
    payload: {
      prompt: string;
      aspectRatio: AspectRatio;
      steps: number;
      guidance: number;
      interval: number;
      /** media URL of an uploaded reference image, already stored */
      imageUrl: string | null;
    };
    result: { imageUrl: string };
  };
  /** a girl's portrait: from the wizard, a new look, or her first visit without one */
  portrait: {
    payload: ImageParams & { girlId: string };
    result: { imageUrl: string; girlId: string };
  };
  /** a gallery picture from the pics page: stored as a picture and posted to the feed */
  pics: {
    payload: ImageParams & { girlId: string; preset: Preset | null; nsfw: boolean; referenceUrl: string | null };
    result: { imageUrl: string; girlId: string; pic: Pic; post: Post };
  };
  /** the tools: every input is an uploaded image already stored (a media URL); results stay private */
  'video-generate': {
    payload: { prompt: string; negativePrompt: string | null; imageUrl: string };
    result: { videoUrl: string };
  };
  'gif-generate': {
    payload: { prompt: string; imageUrl: string };
    result: { gifUrl: string };
  };
  'face-swap': {
    payload: { inputUrl: string; swapUrl: string };
    result: { output: string };
  };
  'remove-background': {
    payload: { imageUrl: string };
    result: { output: string };
  };
  upscale: {
    payload: { prompt: string; imageUrl: string | null };
    result: { imageUrl: string };
  };
  /** a picture asked for in the chat: fills her waiting message */
  'chat-picture': {
    payload: ImageParams & { girlId: string; messageId: string; referenceUrl: string | null };
    result: { girlId: string; message: Message };
  };
}

export type JobKind = keyof JobCatalogue;
export type JobPayload<K extends JobKind> = JobCatalogue[K]['payload'];
export type JobResult<K extends JobKind> = JobCatalogue[K]['result'];

export type QueueName = 'images' | 'media';

/** Which queue runs each kind. */
export const JOB_QUEUES: { [K in JobKind]: QueueName } = {
  'flux-generate': 'images',
  portrait: 'images',
  pics: 'images',
  'chat-picture': 'images',
  'video-generate': 'media',
  'gif-generate': 'media',
  'face-swap': 'media',
  'remove-background': 'media',
  upscale: 'media',
};

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
