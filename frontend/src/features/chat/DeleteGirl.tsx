import type { Girl } from '@contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteGirlMutation } from '../girls/girlsApi';
import { toastAdded } from '../toasts/toastsSlice';

/** Her owner's "Delete her": asks first, naming her; then her chats, pictures, posts and files go, and My Girls opens. */
export function DeleteGirl({ girl, name }: { girl: Girl; name: string }) {
  const [asking, setAsking] = useState(false);
  const [deleteGirl, { isLoading, error, reset }] = useDeleteGirlMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    try {
      await deleteGirl(girl.id).unwrap();
      dispatch(toastAdded({ tone: 'info', title: `${name} was deleted` }));
      void navigate('/mygirls', { replace: true });
    } catch {
      // the dialog shows the error
    }
  }

  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'sm', 'w-full text-danger hover:text-danger')}
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        Delete her
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Delete ${name}?`}
          confirmLabel={`Delete ${name}`}
          busyLabel="Deleting..."
          busy={isLoading}
          error={error ? errorMessage(error) : null}
          danger
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        >
          Her chats (yours and everyone else&apos;s), her pictures and her posts on the feed are deleted with her. This
          cannot be undone.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
