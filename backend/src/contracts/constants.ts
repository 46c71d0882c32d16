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
  adultsOnly: 'This request is not allowed: all characters must be adults.',
  safetyBlocked: 'The image was blocked by the safety filter.',
} as const;
