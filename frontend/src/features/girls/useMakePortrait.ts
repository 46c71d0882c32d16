import type { Pic } from '@contracts';
import { useState } from 'react';

import { errorMessage } from '../../app/errors';
import { useMakePortraitMutation } from './girlsApi';

/** Her owner makes one of her pictures her portrait again; a failure is said near her gallery. */
export function useMakePortrait(girlId: string) {
  const [makePortrait, { isLoading: making }] = useMakePortraitMutation();
  const [error, setError] = useState<string | null>(null);

  function onMakePortrait(pic: Pic) {
    setError(null);
    makePortrait({ girlId, picId: pic.id })
      .unwrap()
      .catch((err: unknown) => setError(errorMessage(err, 'Could not change her portrait. Please try again.')));
  }

  return { onMakePortrait, making, error };
}
