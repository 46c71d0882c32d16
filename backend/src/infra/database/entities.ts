import { ChatMessageEntity } from '../../modules/chat/chat-message.entity';
import { FeedPostEntity } from '../../modules/feed/feed-post.entity';
import { GirlEntity } from '../../modules/girls/girl.entity';
import { GenerationJobEntity } from '../../modules/jobs/generation-job.entity';
import { PictureEntity } from '../../modules/pics/picture.entity';
import { ModerationAuditEntity } from '../../modules/reports/moderation-audit.entity';
import { PostReportEntity } from '../../modules/reports/post-report.entity';
import { PaymentIntentEntity } from '../../modules/subscriptions/payment-intent.entity';
import { PaymentEntity } from '../../modules/subscriptions/payment.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { Init1795315540799 } from './migrations/1795315540799-Init';
import { ChatMemory1795318000000 } from './migrations/1795318000000-ChatMemory';
import { Reports1795323000000 } from './migrations/1795323000000-Reports';
import { JobPrediction1795324000000 } from './migrations/1795324000000-JobPrediction';
import { ChatReplyState1795325000000 } from './migrations/1795325000000-ChatReplyState';
import { GirlStyle1795327000000 } from './migrations/1795327000000-GirlStyle';

export const ENTITIES = [
  UserEntity,
  GirlEntity,
  PictureEntity,
  ChatMessageEntity,
  FeedPostEntity,
  GenerationJobEntity,
  PaymentEntity,
  PaymentIntentEntity,
  PostReportEntity,
  ModerationAuditEntity,
];

/** Listed explicitly (no globs), so the same list works from ts-jest and from dist. */
export const MIGRATIONS = [Init1795315540799, ChatMemory1795318000000, Reports1795323000000, JobPrediction1795324000000, ChatReplyState1795325000000, GirlStyle1795327000000];
