import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { AgeGate } from './features/age-gate/AgeGate';
import { SessionSync } from './features/auth/SessionSync';
import { WalletShell } from './features/wallet/WalletShell';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AgeGate>
      <WalletShell>
        <SessionSync />
        <RouterProvider router={router} />
      </WalletShell>
    </AgeGate>
  );
}
