import type { JobCompletedEvent, JobFailedEvent } from '@contracts';

import { api } from '../../app/api';
import { applyChatPictureFailed } from '../chat/chatEvents';
import { girlsApi } from '../girls/girlsApi';

type Dispatch = (action: unknown) => unknown;

/**
 * What a finished job changes in the cached data, so every screen shows it without a reload: a
 * portrait becomes her image, a picture joins her gallery, and the credits refetch. Applied once per
 * job by jobEvents.ts. Its other pushes are applied where they land: the picture's post by `feed:post`
 * (features/feed/feedEvents.ts), a chat picture's message by `chat:message` (features/chat/chatEvents.ts).
 */
export function applyJobCompleted(dispatch: Dispatch, event: JobCompletedEvent): void {
  if (event.kind === 'portrait') {
    const { girlId, imageUrl } = event.result;
    if (!girlId || !imageUrl) return;
    dispatch(
      girlsApi.util.updateQueryData('girl', girlId, (girl) => {
        girl.imageUrl = imageUrl;
      }),
    );
    dispatch(
      girlsApi.util.updateQueryData('myGirls', undefined, (girls) => {
        const girl = girls.find((g) => g.id === girlId);
        if (girl) girl.imageUrl = imageUrl;
      }),
    );
    dispatch(api.util.invalidateTags(['Me']));
    return;
  }
  if (event.kind === 'pics') {
    const { girlId, pic } = event.result;
    if (girlId && pic) {
      dispatch(
        girlsApi.util.updateQueryData('girl', girlId, (girl) => {
          if (!girl.pics.some((p) => p.id === pic.id)) girl.pics.push(pic);
        }),
      );
      dispatch(
        girlsApi.util.updateQueryData('myGirls', undefined, (girls) => {
          const girl = girls.find((g) => g.id === girlId);
          if (girl && !girl.pics.some((p) => p.id === pic.id)) girl.pics.push(pic);
        }),
      );
    }
    dispatch(api.util.invalidateTags(['Me']));
  }
}

/**
 * A failed job gives a free user's credit back, whatever its kind (the one meter): refetch the
 * credits. A failed chat picture: the server wrote the failure into her message.
 */
export function applyJobFailed(dispatch: Dispatch, event: JobFailedEvent): void {
  dispatch(api.util.invalidateTags(['Me']));
  if (event.kind === 'chat-picture') applyChatPictureFailed(dispatch);
}
