import type { PushSubscriptionRequest } from '@contracts';

/** Whether this browser can receive Web Push (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Registers the app's service worker (frontend/public/sw.js) at the root; without one nothing changes. */
export function registerServiceWorker(): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * This browser's push subscription for the server's key, made when there is none (or when it was made
 * for another key), as the JSON the server takes.
 */
export async function browserSubscription(publicKey: string): Promise<PushSubscriptionRequest> {
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON() as PushSubscriptionRequest;
}

/** The endpoint of this browser's push subscription, if it has one. */
export async function browserEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}

export type OptInChoice = 'on' | 'not-now';

const choiceKey = (userId: string) => `notifications:${userId}`;

/** What this account answered to the offer in this browser (remembered: it is asked once). */
export function readChoice(userId: string): OptInChoice | null {
  try {
    const value = localStorage.getItem(choiceKey(userId));
    return value === 'on' || value === 'not-now' ? value : null;
  } catch {
    return null;
  }
}

export function writeChoice(userId: string, choice: OptInChoice): void {
  try {
    localStorage.setItem(choiceKey(userId), choice);
  } catch {
    // private mode: asked again next time
  }
}
