/** Product constants shared by both sides (spec section 9). */

export const ASPECT_RATIOS = ['1:1', '16:9', '9:16', '4:5', '3:2'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const NEW_USER_CREDITS = 5;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  usernameTaken: 'Username already exists. Please choose another one.',
  accountNotFound: 'Account not found. Please sign up first.',
  wrongPassword: 'Incorrect password. Please try again.',
  genericError: 'An error occurred. Please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  toolFailed: 'Oops! Something went wrong.',
  noImageUrl: 'No valid image URL received.',
  promptOrImage: 'Please enter a prompt or upload an image!',
  promptAndStartImage: 'Please enter a prompt and upload a start image!',
  imageAndPrompt: 'Please upload an image and enter a prompt!',
  bothImages: 'Please upload both a target image and a swap image!',
  uploadImage: 'Please upload an image!',
  faceSwapConsent: 'Please confirm you have the right to use both faces.',
  faceSwapUnavailable: 'Face swap needs REPLICATE_API_TOKEN to be set.',
  noVideoUrl: 'No valid video URL received.',
  noOutput: 'No valid output received.',
  adultsOnly: 'This request is not allowed: all characters must be adults.',
  safetyBlocked: 'The image was blocked by the safety filter.',
  personalityRequired: 'Please select at least one personality trait or add one.',
  noCredits: "You've run out of free image generations. Upgrade to premium for unlimited generations.",
  promptEmpty: 'Prompt is empty.',
  noPrompt: 'No prompt available for image generation.',
  girlNotFound: 'No AI Girl found.',
  notLoggedIn: 'User not logged in.',
  imageError: 'Error generating image.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;

/** The chat: free limit, window, presets and picture parameters (spec sections 5 and 9). */
export const FREE_CHAT_AI_MESSAGES = 5;
export const CHAT_WINDOW = 50;
export const CHAT_PRESETS = ['Bikini', 'School', 'Nudes', 'Sexy', 'Restaurant', 'Feet'] as const;
export type ChatPreset = (typeof CHAT_PRESETS)[number];
export const CHAT_PICTURE_PARAMS = { aspectRatio: '9:16', steps: 50, guidance: 5, interval: 2 } as const;
export const CHAT_MESSAGES = {
  upsell: "You've reached the free limit of 5 messages with her. Upgrade to premium to keep chatting without limits.",
  pictureFailed: 'Sorry, something went wrong generating image.',
  streamBroken: 'Sorry, I lost my train of thought. Could you say that again?',
  girlMissing: 'No AI Girl found. Please create one first.',
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
