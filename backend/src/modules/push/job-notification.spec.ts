import type { JobCompletedEvent, Message, Pic, Post } from '../../contracts';
import { jobNotification } from './job-notification';

const girlId = 'g-1';
const event = (kind: string, result: object) => ({ jobId: 'j-1', kind, result }) as JobCompletedEvent;

describe('the notification of a finished job', () => {
  it('says what is ready and opens the page that shows it, never a media link', () => {
    const cases = [
      [event('portrait', { girlId, imageUrl: '/media/a.png' }), 'Her portrait is ready', '/chat/g-1'],
      [
        event('pics', { girlId, imageUrl: '/media/b.png', pic: {} as Pic, post: {} as Post }),
        'Your picture is ready',
        '/pics/g-1',
      ],
      [event('chat-picture', { girlId, message: {} as Message }), 'She sent you a picture', '/chat/g-1'],
      [
        event('speech', { girlId, messageId: 'm-1', voice: 'soft', audioUrl: '/media/s.wav?sig=1' }),
        'Her voice message is ready',
        '/chat/g-1',
      ],
      [event('video-generate', { videoUrl: '/media/c.mp4?sig=1' }), 'Your video is ready', '/generate-video?job=j-1'],
      [event('gif-generate', { gifUrl: '/media/d.gif?sig=1' }), 'Your GIF is ready', '/gif?job=j-1'],
      [event('face-swap', { output: '/media/e.png?sig=1' }), 'Your image is ready', '/faceswap?job=j-1'],
    ] as const;
    for (const [done, title, url] of cases) {
      const payload = jobNotification(done);
      expect(payload).toMatchObject({ title, url, tag: 'job:j-1' });
      expect(payload.body).not.toBe('');
      expect(JSON.stringify(payload)).not.toContain('/media/');
    }
  });
});
