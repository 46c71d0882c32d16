/** Product constants shared by both sides (spec section 9). */

export const ASPECT_RATIOS = ['1:1', '16:9', '9:16', '4:5', '3:2'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const NEW_USER_CREDITS = 5;
/** Girls a free user may create in 24 hours (each with a free first portrait); subscribers: no limit. */
export const FREE_GIRLS_PER_DAY = 10;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  usernameTaken: 'Username already exists. Please choose another one.',
  accountNotFound: 'Account not found. Please sign up first.',
  wrongPassword: 'Incorrect password. Please try again.',
  genericError: 'An error occurred. Please try again.',
  /** a sign-up that failed without a reason from the server (it was unreachable, say) */
  signUpFailed: 'Could not create account. Please try a different username.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  toolFailed: 'Oops! Something went wrong.',
  noImageUrl: 'No valid image URL received.',
  promptOrImage: 'Please enter a prompt or upload an image!',
  promptAndStartImage: 'Please enter a prompt and upload a start image!',
  imageAndPrompt: 'Please upload an image and enter a prompt!',
  bothImages: 'Please upload both a target image and a swap image!',
  uploadImage: 'Please upload an image!',
  faceSwapConsent: 'Please confirm you have the right to use both faces.',
  noFaceFirst: 'No face found in the first image.',
  noFaceSecond: 'No face found in the second image.',
  noVideoUrl: 'No valid video URL received.',
  noOutput: 'No valid output received.',
  adultsOnly: 'This request is not allowed: all characters must be adults.',
  safetyBlocked: 'The image was blocked by the safety filter.',
  adultsOnlyReply: "I only play adults. Let's talk about something else.",
  personalityRequired: 'Please select at least one personality trait or add one.',
  noCredits: "You've run out of free image generations. Upgrade to premium for unlimited generations.",
  /** 402: a free user already made FREE_GIRLS_PER_DAY girls in the last 24 hours */
  girlsPerDay: 'Free accounts can create up to 10 girls a day. Upgrade to premium for unlimited girls.',
  promptEmpty: 'Prompt is empty.',
  noPrompt: 'No prompt available for image generation.',
  girlNotFound: 'No AI Girl found.',
  notLoggedIn: 'User not logged in.',
  imageError: 'Error generating image.',
  /** 503: a provider failed or is not set up (API.md, Failures) */
  featureUnavailable: 'This feature is not available right now.',
  crossSite: 'Cross-site request refused.',
  nestedTooDeeply: 'The request body is nested too deeply.',
  invalidCursor: 'Invalid cursor.',
  signInAgain: 'Please sign in to continue.',
  /** 401: the session is valid but its account is gone */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** 503: Postgres or Redis cannot be reached (API.md, Failures) */
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/** Why the server closed or refused a socket (the socket event `connection:replaced`, a handshake's error). */
export const SOCKET_TEXT = {
  replaced:
    'This tab was disconnected because your account has too many open tabs or windows. Reload the page to reconnect.',
  tooManyAnonymous: 'Too many open connections from your network. Please close some tabs and try again.',
} as const;

/** 429 (API.md, Failures), sent with `Retry-After: N`. */
export const tooManyRequests = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;
export const charactersNotAllowed = (field: string) => `${field} contains characters that are not allowed.`;
/** JSON bodies nested deeper than this are refused before any parsing into objects. */
export const MAX_JSON_DEPTH = 32;

/** The chat: free limit, window, presets and picture parameters (spec sections 5 and 9). */
export const FREE_CHAT_AI_MESSAGES = 5;
/** A free user may regenerate each of her replies this many times (regenerations are not charged). */
export const FREE_REGENERATIONS_PER_REPLY = 3;
export const CHAT_WINDOW = 50;
export const CHAT_PRESETS = ['Bikini', 'School', 'Nudes', 'Sexy', 'Restaurant', 'Feet'] as const;
export type ChatPreset = (typeof CHAT_PRESETS)[number];
export const CHAT_PICTURE_PARAMS = { aspectRatio: '9:16', steps: 50, guidance: 5, interval: 2 } as const;
export const CHAT_MESSAGES = {
  upsell: "You've reached the free limit of 5 messages with her. Upgrade to premium to keep chatting without limits.",
  /** her reply or chat picture could not finish (provider failure, dropped stream, the writer died, the job failed): API.md, Chat */
  replyFailed: 'Sorry, something went wrong. Please try again.',
  /** what the chat shows where her picture was to be, when it could not be made (the seed's words) */
  pictureFailed: 'Sorry, something went wrong generating image.',
  girlMissing: 'No AI Girl found. Please create one first.',
  /** 402: a free user already regenerated this reply FREE_REGENERATIONS_PER_REPLY times */
  regenerateLimit: 'Free chats can regenerate a reply up to 3 times. Upgrade to premium for unlimited retries.',
} as const;

/** Steering a chat (API.md, Chat: regenerate, choose a version, edit, delete). */
export const STEERING_MESSAGES = {
  noReply: 'There is no reply of hers to regenerate.',
  stillWriting: 'Her reply is still being written. Please wait a moment.',
  badIndex: 'index must be one of the versions of her reply.',
  notLastReply: 'Only her last reply can be changed.',
  notLastMessage: 'Only your last message can be edited.',
  notFound: 'Message not found.',
} as const;

/** The pics page presets; each adds one fixed scene phrase to the prompt (SAFETY.md). */
export const PRESETS = ['Bikini', 'School', 'Nudes', 'Sexy', 'Ass', 'Restaurant', 'Club', 'Feet'] as const;
export type Preset = (typeof PRESETS)[number];

/** The image parameters of spec section 9. */
export const PORTRAIT_PARAMS = { aspectRatio: '9:16', steps: 25, guidance: 3, interval: 2 } as const;
export const PICS_PARAMS = PORTRAIT_PARAMS;

/** The subscription screen's texts and its API's failure message (product spec, sections 2, 5 and 8). */
export const SUBSCRIPTION_TEXT = {
  title: 'Chat without limits and generate as many images as you want',
  price: '0.1 SOL for full access',
  subscribe: 'Subscribe Now',
  processing: 'Processing...',
  notSubscribed: 'Not Subscribed',
  connectFirst: 'Please connect your wallet first.',
  signIn: 'Please sign in to subscribe.',
  updateFailed: 'Transaction succeeded, but updating subscription failed.',
} as const;

export const paymentFailed = (message: string) => `Payment failed: ${message}`;
export const transactionFailed = (details: string) => `Transaction failed: ${details}`;
export const subscribedUntil = (date: string) => `Subscribed until ${date}`;
export const subscriptionSuccessful = (signature: string, date: string) =>
  `Subscription successful! Transaction ID: ${signature} Expires on: ${date}`;

/** Reports and takedown (API.md): what a reader may say about a feed post. */
export const REPORT_REASONS = ['minor', 'real-person', 'non-consensual', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Reasons that hide a post from everyone at once, pending review; `other` needs this many reporters. */
export const SERIOUS_REPORT_REASONS: readonly ReportReason[] = ['minor', 'real-person', 'non-consensual'];
export const OTHER_REPORTS_TO_HIDE = 3;
export const REPORT_NOTE_MAX = 500;
/** Reports cannot empty the feed (SAFETY.md section 4): per account, reports an hour and hide-at-once reports a day. */
export const REPORTS_PER_HOUR = 10;
export const HIDE_REPORTS_PER_DAY = 3;
/** After this many of an account's hide-at-once reports were rejected (the post restored), its reports no longer hide at once. */
export const REJECTED_REPORTS_TO_STOP_HIDING = 2;

/** The report dialog, the admin page and the report endpoints' messages (API.md, Reports and takedown). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  minor: 'Someone in it looks under 18',
  'real-person': 'It shows a real person without their consent',
  'non-consensual': 'It shows sexual content that looks non-consensual',
  other: 'Something else',
};
export const REPORT_TEXT = {
  thanks: "Thanks — we'll review it.",
  postNotFound: 'This post does not exist or was removed.',
  badReason: 'Please choose a reason: minor, real-person, non-consensual or other.',
  noteTooLong: `The note can be at most ${REPORT_NOTE_MAX} characters.`,
  adminsOnly: 'Only admins can review reports.',
  noReports: 'This post has no reports.',
} as const;
