import { ChatFactEntity } from './chat/chat-fact.entity';
import { ChatMessageEntity } from './chat/chat-message.entity';
import { FeedPostEntity } from './feed/feed-post.entity';
import { GirlEntity } from './girls/girl.entity';
import { GenerationJobEntity } from './jobs/generation-job.entity';
import { PictureEntity } from './pics/picture.entity';
import { PushSubscriptionEntity } from './push/push-subscription.entity';
import { ModerationAuditEntity } from './reports/moderation-audit.entity';
import { PostReportEntity } from './reports/post-report.entity';
import { ReporterStandingEntity } from './reports/reporter-standing.entity';
import { PaymentEntity } from './subscriptions/payment.entity';
import { PaymentIntentEntity } from './subscriptions/payment-intent.entity';
import { UserEntity } from './users/user.entity';

/** Every table's entity, handed to the database module (infra never imports modules). */
export const ENTITIES = [
  UserEntity,
  GirlEntity,
  PictureEntity,
  ChatMessageEntity,
  ChatFactEntity,
  FeedPostEntity,
  GenerationJobEntity,
  PaymentEntity,
  PaymentIntentEntity,
  PostReportEntity,
  ModerationAuditEntity,
  ReporterStandingEntity,
  PushSubscriptionEntity,
];
