import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { forgetSession } from '../auth/useSignOut';
import { toastAdded } from '../toasts/toastsSlice';
import { useDeleteAccountMutation } from './accountApi';

/** The account's end: asked in a dialog, confirmed with the password; then everything is forgotten here too. */
export function DeleteAccount({ username }: { username: string }) {
  const ids = useId();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [remove, { isLoading, error, reset }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function confirm() {
    try {
      await remove({ password }).unwrap();
    } catch {
      return; // the dialog shows why
    }
    forgetSession(dispatch);
    dispatch(toastAdded({ tone: 'info', title: 'Your account was deleted' }));
    void navigate('/', { replace: true });
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="card space-y-3 p-5 sm:p-6">
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Delete account
      </h2>
      <p className="text-sm text-muted">
        Your girls, their pictures and posts, your chats and your files are deleted. Payments are kept, without your
        name, as the law asks.
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'text-danger')}
        onClick={() => {
          reset();
          setPassword('');
          setAsking(true);
        }}
      >
        Delete my account
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Delete the account ${username}?`}
          confirmLabel="Delete my account"
          busyLabel="Deleting..."
          busy={isLoading}
          error={error ? errorMessage(error) : null}
          danger
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        >
          <p>This cannot be undone. Type your password to confirm.</p>
          <label htmlFor={`${ids}-password`} className="field-label mt-3">
            Password
          </label>
          <input
            id={`${ids}-password`}
            type="password"
            className="field-input"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
