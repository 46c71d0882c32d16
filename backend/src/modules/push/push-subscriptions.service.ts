import { isIP } from 'node:net';

import { BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { PUSH_SUBSCRIPTIONS_PER_USER, PUSH_TEXT, type PushSubscriptionRequest } from '../../contracts';
import { base64urlBytes, isP256Point } from '../../infra/webpush/vapid-keys';
import { WebPushSender } from '../../infra/webpush/web-push.sender';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** base64url as browsers write it, with or without padding. */
const unpadded = (key: string) => key.replace(/={1,2}$/, '');

/**
 * The browsers of an account that asked for notifications. An endpoint is a URL the server will call:
 * https on the default port to a named host (no address, no localhost); http://localhost and
 * 127.0.0.1 are let in outside production only (the tests' stand-in push service).
 */
@Injectable()
export class PushSubscriptionsService {
  private readonly production: boolean;

  constructor(
    @Inject(AppConfig) config: AppConfig,
    @Inject(PushSubscriptionsRepository) private readonly subscriptions: PushSubscriptionsRepository,
    @Inject(WebPushSender) private readonly sender: WebPushSender,
  ) {
    this.production = config.isProduction;
  }

  get publicKey(): string | null {
    return this.sender.publicKey;
  }

  async subscribe(userId: string, body: PushSubscriptionRequest): Promise<void> {
    if (!this.sender.publicKey) throw new ServiceUnavailableException(PUSH_TEXT.off);
    if (!this.acceptsEndpoint(body.endpoint)) throw new BadRequestException(PUSH_TEXT.badEndpoint);
    const p256dh = unpadded(body.keys.p256dh);
    const auth = unpadded(body.keys.auth);
    if (!isP256Point(p256dh) || base64urlBytes(auth)?.length !== 16) throw new BadRequestException(PUSH_TEXT.badKeys);
    await this.subscriptions.save(userId, { endpoint: body.endpoint, p256dh, auth }, PUSH_SUBSCRIPTIONS_PER_USER);
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.subscriptions.remove(userId, endpoint);
  }

  private acceptsEndpoint(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    if (url.protocol === 'http:') return !this.production && LOCAL_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:') return false;
    if (!this.production) return true;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return url.port === '' && !isIP(host) && host.includes('.') && !LOCAL_HOSTS.has(host);
  }
}
