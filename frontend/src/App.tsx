import { useCallback, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';

import { createAppRouter } from './app/router';
import { getStore } from './app/store';
import { SessionSync } from './features/auth/SessionSync';
import { LinkedWallet } from './features/wallet/LinkedWallet';
import { WalletShell } from './features/wallet/WalletShell';

function Routes() {
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
    <WalletShell subscribe={onNavigate}>
      <SessionSync />
      <LinkedWallet />
      <RouterProvider router={router} />
    </WalletShell>
  );
}

/** The app behind the 18+ notice (main.tsx loads it in its own chunk). */
export default function App() {
  return (
    <Provider store={getStore()}>
      <Routes />
    </Provider>
  );
}
