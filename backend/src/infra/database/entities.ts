import { Init1795315540799 } from './migrations/1795315540799-Init';
import { ChatMemory1795318000000 } from './migrations/1795318000000-ChatMemory';
import { Reports1795323000000 } from './migrations/1795323000000-Reports';
import { JobPrediction1795324000000 } from './migrations/1795324000000-JobPrediction';
import { ChatReplyState1795325000000 } from './migrations/1795325000000-ChatReplyState';
import { GirlStyle1795327000000 } from './migrations/1795327000000-GirlStyle';
import { JobPredictionSteps1795400000000 } from './migrations/1795400000000-JobPredictionSteps';
import { GirlCards1795480000000 } from './migrations/1795480000000-GirlCards';
import { ChatSteering1795500000000 } from './migrations/1795500000000-ChatSteering';
import { ReportAbuse1795610000000 } from './migrations/1795610000000-ReportAbuse';
import { WalletLinkProof1795700000000 } from './migrations/1795700000000-WalletLinkProof';
import { PaymentsOutliveAccounts1795800000000 } from './migrations/1795800000000-PaymentsOutliveAccounts';
import { PostSharing1795810000000 } from './migrations/1795810000000-PostSharing';
import { PushSubscriptions1795814400000 } from './migrations/1795814400000-PushSubscriptions';
import { HerVoice1795821100000 } from './migrations/1795821100000-HerVoice';
import { ChatFacts1795823000000 } from './migrations/1795823000000-ChatFacts';
import { Lorebooks1795830300000 } from './migrations/1795830300000-Lorebooks';
import { PublicNames1795832000000 } from './migrations/1795832000000-PublicNames';

/** The entities are the modules' (modules/entities.ts, handed in); the migrations are listed here. */
/** Listed explicitly (no globs), so the same list works from ts-jest and from dist. */
export const MIGRATIONS = [
  Init1795315540799,
  ChatMemory1795318000000,
  Reports1795323000000,
  JobPrediction1795324000000,
  ChatReplyState1795325000000,
  GirlStyle1795327000000,
  JobPredictionSteps1795400000000,
  GirlCards1795480000000,
  ChatSteering1795500000000,
  ReportAbuse1795610000000,
  WalletLinkProof1795700000000,
  PaymentsOutliveAccounts1795800000000,
  PostSharing1795810000000,
  PushSubscriptions1795814400000,
  HerVoice1795821100000,
  ChatFacts1795823000000,
  Lorebooks1795830300000,
  PublicNames1795832000000,
];
