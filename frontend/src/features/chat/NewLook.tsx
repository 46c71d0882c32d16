import { useState } from 'react';

import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface NewLookProps {
  name: string;
  running: boolean;
  onConfirm: () => void;
}

/** "Generate New Look", asked first: her current portrait stays in her gallery. */
export function NewLook({ name, running, onConfirm }: NewLookProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'md')}
        onClick={() => setAsking(true)}
        disabled={running}
        aria-busy={running}
      >
        {running ? 'Generating...' : 'Generate New Look'}
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Give ${name} a new look?`}
          confirmLabel="Generate New Look"
          busyLabel="Generating..."
          busy={false}
          error={null}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
          onClose={() => setAsking(false)}
        >
          A new portrait is drawn from her traits, with her face. Her current portrait stays in her gallery, and you can
          make it her portrait again there.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
