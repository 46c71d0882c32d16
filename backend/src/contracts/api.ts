/** Shapes of the HTTP API (see shared/API.md). Imported by the backend and the frontend. */
import type { Preset, ReportReason } from './constants';
import type { VoiceId } from './voices';

export interface User {
  id: string;
  username: string;
  isSubscribed: boolean;
  subEnd: string | null;
  credits: number;
  wallet: string | null;
  /** true for the usernames in ADMIN_USERNAMES (absent from older servers: treat as false) */
  isAdmin?: boolean;
  /** the name shown with their feed posts; null (the default): posts show only the girl's name */
  publicName?: string | null;
}

/** PUT /api/users/me/public-name */
export interface PublicNameRequest {
  publicName: string | null;
}

export interface AuthResponse {
  user: User;
  token: string;
}

/** GET /api/auth/me: null when the request carries no session */
export interface MeResponse {
  user: User | null;
}

export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
  /** the request field the answer is about, where one is named (a card field the content policy refused) */
  field?: string;
}

export interface Stats {
  users: number;
  girls: number;
  images: number;
}

export interface Pic {
  id: string;
  url: string;
  createdAt: string;
  /** the feed post made with this picture (what its Report button reports), or null */
  postId?: string | null;
  /** whether that post is on the public feed (its owner can take it off and share it again) */
  shared?: boolean;
}

export interface Girl {
  id: string;
  owner: string;
  name: string | null;
  eyes: string | null;
  mouth: string | null;
  nose: string | null;
  hair: string | null;
  body: string | null;
  skin: string | null;
  personality: string[];
  /** every picture of her is drawn in this style */
  style: 'Realistic' | 'Anime';
  bio: string | null;
  imageUrl: string | null;
  /** how she sounds when her replies are read aloud (her owner picks it) */
  voice: VoiceId;
  pics: Pic[];
  createdAt: string;
}

export interface Message {
  id: string;
  sender: 'user' | 'ai';
  text: string;
  image: string | null;
  loading: boolean;
  premium: boolean;
  /** her reply or picture could not be made: the text is the failure text; not counted toward the free limit */
  failed: boolean;
  /**
   * her versions of this reply, oldest first (image URLs for a picture); empty for the person's
   * messages. Always sent by the API; optional for messages the browser makes up (its own, while sending).
   */
  alternatives?: string[];
  /** the index in `alternatives` shown and continued from */
  choice?: number;
  createdAt: string;
}

/** GET /api/chats: the person's conversations, the latest first, each with the last message they see. */
export interface RecentChat {
  girlId: string;
  last: Pick<Message, 'sender' | 'text' | 'image' | 'createdAt'>;
}

export interface Post {
  id: string;
  user: string;
  imageUrl: string;
  caption: string;
  girl: string;
  girlId: string | null;
  nsfw: boolean;
  createdAt: string;
}

export interface CreateGirlRequest {
  name: string | null;
  eyes: string | null;
  mouth: string | null;
  nose: string | null;
  hair: string | null;
  body: string | null;
  skin: string | null;
  personality: string[];
  style: 'Realistic' | 'Anime';
}

/** POST /api/girls/policy-check: the wizard asks about each answer as it is given. */
export interface PolicyCheckRequest {
  texts: string[];
}

/** The indexes of the texts the content policy refuses (empty: all allowed). */
export interface PolicyCheckResponse {
  refused: number[];
}

export interface CreateGirlResponse {
  girl: Girl;
  jobId: string;
}

export interface PicsRequest {
  preset?: Preset;
  modifiers?: string;
  /** post it on the public feed (the default, as the seed does) */
  share?: boolean;
}

/** 202 answer of POST /api/girls/:id/pics: the job, and the credits left after taking one. */
export interface PicsAccepted {
  jobId: string;
  status: 'queued';
  credits: number;
}

export interface FeedPage {
  posts: Post[];
  nextCursor: string | null;
}

/** The cluster a payment request is for ('custom' for a local or unknown RPC). */
export type SolanaCluster = 'devnet' | 'testnet' | 'mainnet-beta' | 'custom';

/** GET /api/subscriptions/status */
export interface SubscriptionStatus {
  isSubscribed: boolean;
  subEnd: string | null;
  /** false when this server takes no payments (no receiving address is set up) */
  paymentsAvailable: boolean;
}

/** 201 answer of POST /api/subscriptions/intent: a Solana Pay transfer request with a fresh reference key. */
export interface PaymentIntent {
  reference: string;
  recipient: string;
  lamports: number;
  cluster: SolanaCluster;
  expiresAt: string;
}

/** Body of POST /api/subscriptions/confirm. */
export interface ConfirmPaymentRequest {
  signature: string;
  reference: string;
}

/** 200 answer of POST /api/subscriptions/confirm. */
export interface ConfirmPaymentResponse {
  user: User;
  subEnd: string;
  signature: string;
}

export interface ReportRequest {
  reason: ReportReason;
  note?: string;
}

export type ReportStatus = 'open' | 'restored';

export interface AdminReport {
  post: Post;
  reasons: Partial<Record<ReportReason, number>>;
  notes: string[];
  firstReportedAt: string;
  status: ReportStatus;
}

export interface AdminReportsResponse {
  reports: AdminReport[];
}

export type ReportAction = 'restore' | 'remove';

export interface ReportDecisionRequest {
  action: ReportAction;
}

export interface ReportDecisionResponse {
  postId: string;
  action: ReportAction;
}

/** POST /api/chats/:girlId/messages/:messageId/speech: 200 when her reply was already read in her voice. */
export interface SpeechReady {
  audioUrl: string;
}

/** PUT /api/chats/:girlId/voice-replies: each new finished reply of hers is read aloud. */
export interface VoiceReplies {
  voiceReplies: boolean;
}
