import { createHmac, timingSafeEqual } from 'node:crypto';

import { BadRequestException, Inject, Injectable } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { MESSAGES } from '../../contracts';

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Feed cursors are (created_at, id) of the last post of a page, signed: a cursor the API did not issue
 * answers 400 'Invalid cursor.' and never reaches the database.
 */
@Injectable()
export class FeedCursors {
  private readonly key: Buffer;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret ?? '')
      .update('feed-cursor')
      .digest();
  }

  encode(ts: string, id: string): string {
    return Buffer.from(`${ts}|${id}|${this.sign(ts, id)}`).toString('base64url');
  }

  decode(cursor: string): [string, string] {
    const [ts, id, mac, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
    if (rest.length || !ts || !id || !mac || !TS.test(ts) || !UUID.test(id) || Number.isNaN(Date.parse(ts)))
      throw invalid();
    const expected = Buffer.from(this.sign(ts, id));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    return [ts, id];
  }

  private sign(ts: string, id: string) {
    return createHmac('sha256', this.key).update(`${ts}|${id}`).digest('base64url').slice(0, 22);
  }
}

const invalid = () => new BadRequestException(MESSAGES.invalidCursor);
