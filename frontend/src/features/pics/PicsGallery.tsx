import type { Girl, Pic } from '@contracts';
import { nanoid } from '@reduxjs/toolkit';
import { useId } from 'react';

import { api } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { Gallery } from '../../components/Gallery';
import { useMakePortrait } from '../girls/useMakePortrait';
import { useReportDialog } from '../reports/useReportDialog';
import { toastAdded } from '../toasts/toastsSlice';
import { registerUndoable } from '../toasts/undoable';
import { hidePicture, useDeletePicMutation, useSharePostMutation } from './picsApi';

interface PicsGalleryProps {
  girl: Girl;
  name: string;
  isOwner: boolean;
  /** a picture is being made: the buttons wait */
  busy: boolean;
  error: string | null;
  onError: (text: string | null) => void;
}

/** Her gallery, newest first: every picture can be reported, and deleted by her owner (with Undo). */
export function PicsGallery({ girl, name, isOwner, busy, error, onError }: PicsGalleryProps) {
  const ids = useId();
  const { openReport, reportDialog } = useReportDialog();
  const { onDelete, deleting } = useDeletePicture(girl.id, onError);
  const [sharePost, { isLoading: sharing }] = useSharePostMutation();
  const portrait = useMakePortrait(girl.id);
  const onShare = (pic: Pic & { postId: string }, shared: boolean) => {
    onError(null);
    sharePost({ girlId: girl.id, postId: pic.postId, shared })
      .unwrap()
      .catch((err: unknown) =>
        onError(errorMessage(err, 'Could not change where the picture is shown. Please try again.')),
      );
  };
  return (
    <section aria-labelledby={`${ids}-gallery`} className="mt-12">
      <h2 id={`${ids}-gallery`} className="text-xl font-bold tracking-tight">
        Gallery <span className="text-base font-medium text-muted">({girl.pics.length})</span>
      </h2>
      {error || portrait.error ? <Alert className="mt-4">{error || portrait.error}</Alert> : null}
      {girl.pics.length ? (
        <Gallery
          className="mt-5"
          pics={[...girl.pics].reverse()}
          name={name}
          onDelete={isOwner ? (pic) => void onDelete(pic) : undefined}
          onReport={(pic) => openReport(pic.postId, name)}
          onShare={isOwner ? onShare : undefined}
          onMakePortrait={isOwner ? portrait.onMakePortrait : undefined}
          portraitUrl={girl.imageUrl}
          disabled={busy || deleting || sharing || portrait.making}
        />
      ) : (
        <p className="mt-4 text-muted">Her pictures will appear here.</p>
      )}
      {reportDialog}
    </section>
  );
}

/** Gone at once, with 'Undo' on a toast; the server is asked when the toast goes. */
function useDeletePicture(girlId: string, onError: (text: string | null) => void) {
  const dispatch = useAppDispatch();
  const [deletePic, { isLoading: deleting }] = useDeletePicMutation();

  function onDelete(pic: Pic) {
    onError(null);
    const restore = hidePicture(dispatch, girlId, pic.id);
    const toastId = nanoid();
    registerUndoable(toastId, {
      cancel: restore,
      commit: () => {
        deletePic({ girlId, picId: pic.id })
          .unwrap()
          .catch((err: unknown) => {
            // back at once, and the server's word fetched again (it is the truth)
            restore();
            dispatch(
              api.util.invalidateTags([
                { type: 'Girl', id: girlId },
                { type: 'Girls', id: 'MINE' },
              ]),
            );
            onError(errorMessage(err, 'Could not delete the picture. Please try again.'));
          });
      },
      onPageHide: () => {
        void fetch(`/api/girls/${encodeURIComponent(girlId)}/pics/${encodeURIComponent(pic.id)}`, {
          method: 'DELETE',
          credentials: 'include',
          keepalive: true,
        });
      },
    });
    dispatch(toastAdded({ id: toastId, tone: 'info', title: 'Picture deleted', undoable: true }));
  }

  return { onDelete, deleting };
}
