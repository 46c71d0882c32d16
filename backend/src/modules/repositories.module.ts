import { Global, Module } from '@nestjs/common';

import { ChatMemoriesRepository } from './chat/chat-memories.repository';
import { ChatMessagesRepository } from './chat/chat-messages.repository';
import { FeedPostsRepository } from './feed/feed-posts.repository';
import { GirlsRepository } from './girls/girls.repository';
import { JobsRepository } from './jobs/jobs.repository';
import { PicturesRepository } from './pics/pictures.repository';
import { ReportsRepository } from './reports/reports.repository';
import { PaymentsRepository } from './subscriptions/payments.repository';
import { UsersRepository } from './users/users.repository';

/**
 * Every table's one owner (a repository in its module's folder), for both processes: the API's
 * services and the worker's jobs call these instead of writing another module's table. Global, so a
 * module that needs another's rows does not have to import that module's controllers and queues.
 */
const REPOSITORIES = [
  UsersRepository,
  GirlsRepository,
  PicturesRepository,
  FeedPostsRepository,
  ChatMessagesRepository,
  ChatMemoriesRepository,
  ReportsRepository,
  PaymentsRepository,
  JobsRepository,
];

@Global()
@Module({ providers: REPOSITORIES, exports: REPOSITORIES })
export class RepositoriesModule {}
