import { isToolId, type JobCompletedEvent, toolById, type WebPushPayload } from '../../contracts';

type Text = Pick<WebPushPayload, 'title' | 'body' | 'url'>;

const girlPath = (page: 'chat' | 'pics', girlId: string) => `/${page}/${encodeURIComponent(girlId)}`;

function toolText(event: JobCompletedEvent & { kind: string }): Text | null {
  if (!isToolId(event.kind)) return null;
  const tool = toolById(event.kind);
  const what = tool.resultField === 'videoUrl' ? 'video' : tool.resultField === 'gifUrl' ? 'GIF' : 'image';
  return {
    title: `Your ${what} is ready`,
    body: `${tool.label} has finished. Tap to see it.`,
    url: `/${tool.pagePath}?job=${encodeURIComponent(event.jobId)}`,
  };
}

/**
 * What the notification of a finished job says, and the page of the app that shows its result. Only
 * paths of the app: never a media link (a private file's link is signed, and expires).
 */
export function jobNotification(event: JobCompletedEvent): WebPushPayload {
  const tag = `job:${event.jobId}`;
  switch (event.kind) {
    case 'portrait':
      return {
        tag,
        title: 'Her portrait is ready',
        body: 'Tap to see her new look.',
        url: girlPath('chat', event.result.girlId),
      };
    case 'pics':
      return {
        tag,
        title: 'Your picture is ready',
        body: 'It is in her gallery. Tap to see it.',
        url: girlPath('pics', event.result.girlId),
      };
    case 'chat-picture':
      return {
        tag,
        title: 'She sent you a picture',
        body: 'Tap to open the chat.',
        url: girlPath('chat', event.result.girlId),
      };
    case 'speech':
      return {
        tag,
        title: 'Her voice message is ready',
        body: 'Tap to open the chat and listen.',
        url: girlPath('chat', event.result.girlId),
      };
    default:
      return { tag, ...(toolText(event) ?? { title: 'Your request is done', body: 'Tap to open the app.', url: '/' }) };
  }
}
