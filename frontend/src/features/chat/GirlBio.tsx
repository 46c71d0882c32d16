import { type Girl, MESSAGES } from '@contracts';
import { useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { useGenerateBioMutation } from './chatApi';

/** Her bio, or 'No bio yet.' with, for her owner, a button that writes one. */
export function GirlBio({ girl, isOwner }: { girl: Girl; isOwner: boolean }) {
  const [generateBio, { isLoading: writingBio }] = useGenerateBioMutation();
  const [bioError, setBioError] = useState<string | null>(null);

  async function requestBio() {
    if (writingBio) return;
    setBioError(null);
    try {
      await generateBio(girl.id).unwrap();
    } catch (err) {
      setBioError(errorMessage(err, MESSAGES.unexpectedError));
    }
  }

  return (
    <div className="mt-4">
      <h2 className="sr-only">Bio</h2>
      {girl.bio ? (
        <p className="text-sm leading-relaxed text-muted">{girl.bio}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted italic">No bio yet.</p>
          {isOwner ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void requestBio()}
              disabled={writingBio}
              aria-busy={writingBio}
            >
              {writingBio ? 'Generating...' : 'Generate Bio'}
            </button>
          ) : null}
        </div>
      )}
      {bioError ? <Alert className="mt-3">{bioError}</Alert> : null}
    </div>
  );
}
