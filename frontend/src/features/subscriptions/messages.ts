/** The subscription screen's texts (product spec, sections 2, 5 and 8). */
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
