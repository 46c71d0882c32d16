import { base58, type LinkWalletRequest, MESSAGES, type User, WALLET_LINK_TEXT, type WalletNonce } from '@contracts';

import { errorMessage } from '../../app/errors';

export type LinkStage = 'asking' | 'signing' | 'linking';

/** The outside world of a link (the wallet and the API), so that the flow can be tested alone. */
export interface LinkSteps {
  address: string;
  /** the wallet adapter's signMessage; undefined when the wallet cannot sign messages */
  signMessage: ((message: Uint8Array) => Promise<Uint8Array>) | undefined;
  nonce(address: string): Promise<WalletNonce>;
  link(request: LinkWalletRequest): Promise<{ user: User }>;
  onStage?(stage: LinkStage): void;
}

/** A link that did not happen, with the sentence to show. */
export class WalletLinkFailed extends Error {}

const reason = (error: unknown) => errorMessage(error, error instanceof Error ? error.message : '').trim();

/**
 * Proves the wallet to the server: a sign-in message from the server, signed by the wallet
 * (signMessage), sent back to be checked. Throws WalletLinkFailed with what went wrong.
 */
export async function linkSignedWallet(steps: LinkSteps): Promise<User> {
  const { address, signMessage } = steps;
  if (!signMessage) throw new WalletLinkFailed(WALLET_LINK_TEXT.cannotSign);

  steps.onStage?.('asking');
  let issued: WalletNonce;
  try {
    issued = await steps.nonce(address);
  } catch (error) {
    throw new WalletLinkFailed(reason(error) || MESSAGES.unexpectedError);
  }

  steps.onStage?.('signing');
  let signature: Uint8Array;
  try {
    signature = await signMessage(new TextEncoder().encode(issued.message));
  } catch (error) {
    const why = reason(error);
    throw new WalletLinkFailed(why ? `${WALLET_LINK_TEXT.declined} (${why})` : WALLET_LINK_TEXT.declined);
  }

  steps.onStage?.('linking');
  try {
    const { user } = await steps.link({ address, message: issued.message, signature: base58(signature) });
    return user;
  } catch (error) {
    throw new WalletLinkFailed(reason(error) || MESSAGES.unexpectedError);
  }
}

/** What the link step says while it runs. */
export const LINK_STAGE_TEXT: Record<LinkStage, string> = {
  asking: WALLET_LINK_TEXT.asking,
  signing: WALLET_LINK_TEXT.signing,
  linking: WALLET_LINK_TEXT.linking,
};
