import './index.css';

import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import { isAgeConfirmed } from './features/age-gate/ageConfirmation';
import { AgeGate } from './features/age-gate/AgeGate';
import { registerServiceWorker } from './features/push/webPush';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The 18+ notice needs only React: the app (store, router, socket) loads once it is confirmed, and at
// once for a visitor who confirmed on an earlier visit.
const loadApp = () => import('./App');
if (isAgeConfirmed()) void loadApp();
const App = lazy(loadApp);
// the service worker shows Web Push notifications (frontend/public/sw.js); it caches nothing
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AgeGate>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </AgeGate>
  </StrictMode>,
);
