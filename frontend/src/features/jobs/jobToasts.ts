import type { JobCompletedEvent, JobFailedEvent } from '@contracts';

import type { Toast } from '../toasts/toastsSlice';

type ToastInput = Omit<Toast, 'id'>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The media a finished job produced, whatever its kind (image, video, GIF or tool output). */
export function resultMedia(result: unknown): { imageUrl?: string; videoUrl?: string; gifUrl?: string } {
  if (!result || typeof result !== 'object') return {};
  const r = result as Record<string, unknown>;
  return {
    imageUrl: text(r.imageUrl) ?? text(r.output),
    videoUrl: text(r.videoUrl),
    gifUrl: text(r.gifUrl),
  };
}

export function completedToast(event: JobCompletedEvent): ToastInput {
  const { imageUrl, videoUrl, gifUrl } = resultMedia(event.result);
  if (imageUrl)
    return { tone: 'success', title: 'Your image is ready', imageUrl, view: { url: imageUrl, kind: 'image' } };
  if (gifUrl)
    return { tone: 'success', title: 'Your GIF is ready', imageUrl: gifUrl, view: { url: gifUrl, kind: 'image' } };
  if (videoUrl) return { tone: 'success', title: 'Your video is ready', view: { url: videoUrl, kind: 'video' } };
  return { tone: 'success', title: 'Your request is done' };
}

export function failedToast(event: JobFailedEvent): ToastInput {
  return { tone: 'error', title: 'Generation failed', text: event.error || 'Oops! Something went wrong.' };
}
