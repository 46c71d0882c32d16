import { Inject, Injectable, Logger } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';

import { AppConfig } from '../../config/app-config';
import { type WebPushKeys, webPushKeys } from '../../config/vapid';
import type { WebPushPayload } from '../../contracts';

/** A browser's subscription as the push service knows it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: it no longer knows the subscription (404, 410); failed: anything else. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service may keep a notification for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Web Push out (RFC 8030, 8291, 8292): the `web-push` package encrypts the payload (aes128gcm) and signs
 * the VAPID header; the request itself goes through fetch, without following redirects (the endpoint is
 * a URL a browser gave). Nothing is sent when push is off (no VAPID keys).
 */
@Injectable()
export class WebPushSender {
  private readonly logger = new Logger('WebPush');
  private readonly keys: WebPushKeys | null;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.keys = webPushKeys(config.settings);
  }

  /** The VAPID public key browsers subscribe with; null when push is off. */
  get publicKey(): string | null {
    return this.keys?.publicKey ?? null;
  }

  async send(target: PushTarget, payload: WebPushPayload): Promise<PushOutcome> {
    if (!this.keys) return 'failed';
    const request = generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.keys, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.ok) return 'sent';
      if (res.status === 404 || res.status === 410) return 'gone';
      this.logger.warn(`push service answered ${res.status} (${new URL(target.endpoint).host})`);
    } catch (err) {
      this.logger.warn(`push not sent (${new URL(target.endpoint).host}): ${(err as Error).message}`);
    }
    return 'failed';
  }
}
