import { Inject, Injectable } from '@nestjs/common';

import { MediaRefs } from '../../infra/storage/media-refs.repository';
import { SessionsService } from '../auth/sessions.service';
import { GirlRemoval } from '../girls/girl-removal.service';
import { PasswordService } from '../users/password.service';
import { UserAccounts } from '../users/user-accounts.writer';

/**
 * An account deleted by its owner (API.md: DELETE /api/users/me), after its password: its girls as
 * if deleted one by one (their chats, pictures, posts and files), then its row with everything else
 * of theirs (chats with others' girls, jobs, reports; payments stay, unnamed, as the law needs),
 * the files no other row holds, and every session.
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(GirlRemoval) private readonly girls: GirlRemoval,
    @Inject(UserAccounts) private readonly users: UserAccounts,
    @Inject(MediaRefs) private readonly media: MediaRefs,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async delete(userId: string, password: unknown): Promise<void> {
    await this.passwords.confirm(userId, password);
    await this.girls.deleteAllOf(userId);
    const files = await this.media.ofUser(userId);
    await this.users.delete(userId);
    await this.sessions.endAllOf(userId);
    for (const url of files) await this.media.release(url);
  }
}
