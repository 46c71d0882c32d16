import type { Post } from '@contracts';
import { useState } from 'react';

import { errorMessage } from '../../app/errors';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTakeOffFeedMutation } from './feedApi';

/** On the owner's own post: takes it off the public feed after asking; the picture stays in her gallery. */
export function TakeOffFeed({ post, name }: { post: Post; name: string }) {
  const [asking, setAsking] = useState(false);
  const [takeOff, { isLoading, error, reset }] = useTakeOffFeedMutation();

  function close() {
    setAsking(false);
    reset();
  }

  return (
    <>
      <button type="button" className={buttonClass('secondary', 'sm', 'w-full')} onClick={() => setAsking(true)}>
        Take off the feed
      </button>
      {asking ? (
        <ConfirmDialog
          title="Take this picture off the feed?"
          confirmLabel="Take off the feed"
          busyLabel="Taking off..."
          busy={isLoading}
          error={error ? errorMessage(error) : null}
          onConfirm={() =>
            void takeOff({ postId: post.id, girlId: post.girlId })
              .unwrap()
              .then(close, () => undefined)
          }
          onClose={close}
        >
          Nobody sees this picture of <bdi>{name}</bdi> on the public feed any more. It stays in her gallery, where you
          can share it again.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
