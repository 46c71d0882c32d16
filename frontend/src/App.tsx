import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { AgeGate } from './features/age-gate/AgeGate';
import { SessionSync } from './features/auth/SessionSync';
import { WalletShell } from './features/wallet/WalletShell';

export function App() {
  const [router] = useState(createAppRouter);
  // calls the listener when the visitor goes to another page (not on the router's own first update)
  const onNavigate = useCallback(
    (listener: () => void) => {
      const first = router.state.location.key;
      return router.subscribe((state) => {
        if (state.location.key !== first) listener();
      });
    },
    [router],
  );
  return (
    <AgeGate>
      <WalletShell subscribe={onNavigate}>
        <SessionSync />
        <RouterProvider router={router} />
      </WalletShell>
    </AgeGate>
  );
}
