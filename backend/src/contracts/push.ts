/** Web Push: what the browser sends to subscribe, and what a notification carries (read by frontend/public/sw.js). */

/** GET /api/push/key: the server's VAPID public key (base64url), or null when Web Push is off on this server. */
export interface PushKeyResponse {
  publicKey: string | null;
}

/** POST /api/push/subscriptions: the browser's PushSubscription as `subscription.toJSON()` gives it. */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** DELETE /api/push/subscriptions: the subscription to forget (this browser's). */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** A notification of a finished job: `url` is a path of the app (never a media link). */
export interface WebPushPayload {
  title: string;
  body: string;
  url: string;
  /** one notification per job: a repeat replaces it */
  tag: string;
}

/** Subscriptions one account may hold (one per browser); a new one over it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
export const PUSH_ENDPOINT_MAX = 1024;

export const PUSH_TEXT = {
  off: 'Notifications are not available on this server.',
  badEndpoint: 'endpoint must be an https:// URL of a push service.',
  badKeys: "keys must hold the browser's p256dh and auth keys (base64url).",
} as const;
