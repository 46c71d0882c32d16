import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * In a browser, `new Request('/api/...')` resolves against the page's address; Node's Request (which
 * the jsdom environment keeps) refuses relative URLs. Resolve them the browser way.
 */
const NodeRequest = globalThis.Request;
class BrowserLikeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
globalThis.Request = BrowserLikeRequest;

afterEach(() => {
  if (typeof window === 'undefined') return; // a test file that runs in the node environment
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
