import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './index.css';
import { App } from './App';
import { getStore } from './app/store';
import { loadWalletProviders } from './features/wallet/WalletShell';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={getStore()}>
      <App />
    </Provider>
  </StrictMode>,
);

// The wallet libraries are heavy: fetch them once the first paint is on screen.
const afterPaint = (callback: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1500 });
  else window.setTimeout(callback, 200);
};
afterPaint(() => {
  loadWalletProviders().catch(() => {
    // WalletShell reports the failure when it needs the providers
  });
});
