import { extname } from 'node:path';
import type { Readable } from 'node:stream';

import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { ZipFile } from 'yazl';

import { type ChatExportLine, MESSAGES } from '../../contracts';
import { safeFileName } from '../../infra/http/download-name';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { cardOf } from '../cards/card-export';
import { toJsonl } from '../cards/chat-export';
import { ChatTranscripts } from '../chat/chat-transcripts.writer';
import { GirlRecords } from '../girls/girl-records.writer';
import { UserAccounts } from '../users/user-accounts.writer';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Everything an account made, as one zip (API.md: GET /api/users/me/export): `account.json`, each of
 * its girls as a Character Card V2 (`girls/`), her portrait and pictures (`pictures/<girl>/`), and
 * each of its chats as JSONL (`chats/`). Written as it is read: one file in memory at a time.
 */
@Injectable()
export class AccountExport {
  private readonly logger = new Logger('AccountExport');

  constructor(
    @Inject(UserAccounts) private readonly users: UserAccounts,
    @Inject(GirlRecords) private readonly girls: GirlRecords,
    @Inject(ChatTranscripts) private readonly chats: ChatTranscripts,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  async zip(userId: string): Promise<{ username: string; stream: Readable }> {
    const account = await this.users.findById(userId);
    if (!account) throw new UnauthorizedException(MESSAGES.sessionEnded);
    const zip = new ZipFile();
    const { username, createdAt, credits, subEnd, wallet } = account;
    zip.addBuffer(json({ username, createdAt, credits, subscribedUntil: subEnd, wallet }), 'account.json');
    this.fill(zip, userId, username)
      .catch((err: Error) => this.logger.warn(`the export of ${username} stopped early: ${err.message}`))
      .finally(() => zip.end());
    return { username, stream: zip.outputStream as Readable };
  }

  private async fill(zip: ZipFile, userId: string, username: string): Promise<void> {
    for (const girl of await this.girls.ownedBy(userId)) {
      const base = `${safeFileName(girl.name ?? '', 'girl')}-${girl.id.slice(0, 8)}`;
      const withCard = await this.girls.findOwnedWithCard(girl.id, userId);
      if (withCard) zip.addBuffer(json(cardOf(withCard)), `girls/${base}.json`);
      const files = [
        ...(girl.imageUrl ? [{ url: girl.imageUrl, name: 'portrait' }] : []),
        ...(girl.pictures ?? []).map((p, i) => ({ url: p.url, name: `picture-${String(i + 1).padStart(3, '0')}` })),
      ];
      for (const file of files) {
        const bytes = await this.storage.read(file.url).catch(() => null);
        if (bytes) zip.addBuffer(bytes, `pictures/${base}/${file.name}${extname(file.url)}`);
      }
    }
    for (const girlId of await this.chats.conversations(userId)) {
      const girlName = (await this.girls.nameOf(girlId))?.name?.trim() || 'Her';
      const lines: ChatExportLine[] = (await this.chats.transcript(userId, girlId)).map((r) => ({
        sender: r.sender,
        name: r.sender === 'user' ? username : girlName,
        text: r.text,
        image: r.image,
        createdAt: r.created_at.toISOString(),
      }));
      zip.addBuffer(
        Buffer.from(toJsonl(lines), 'utf8'),
        `chats/${safeFileName(girlName, 'Her')}-${girlId.slice(0, 8)}.jsonl`,
      );
    }
  }
}
