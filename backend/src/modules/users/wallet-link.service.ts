import { randomBytes } from 'node:crypto';

import { BadRequestException, ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import { type LinkWalletRequest, MESSAGES, type User, WALLET_LINK_ERRORS, type WalletNonce } from '../../contracts';
import { clusterOf } from '../../infra/solana/cluster';
import { fromBase58, verifySignature } from '../../infra/solana/keys';
import type { SessionUser } from '../auth/session.guard';
import { formatSignInMessage, parseSignInMessage } from './sign-in-message';
import { toUser } from './user.view';
import { UsersRepository, WalletTaken } from './users.repository';
import { WalletNonces } from './wallet-nonces';

/** How long a sign-in message may be signed and sent back. */
export const WALLET_NONCE_TTL_MS = 5 * 60_000;

const refuse = (message: string) => new BadRequestException(message);

/**
 * Linking a wallet proves that the account holds it: the server issues a single-use Sign-In With
 * Solana message bound to the session, the wallet signs it, and the link checks the signature and
 * every field. An address belongs to one account at most, and the receiver's to none.
 */
@Injectable()
export class WalletLinkService {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(WalletNonces) private readonly nonces: WalletNonces,
  ) {}

  /** The host a message must name: the app's public address. */
  private get domain(): string {
    return new URL(this.config.settings.PUBLIC_URL).host;
  }

  private refuseReceiver(address: string) {
    if (address === this.config.settings.SOLANA_RECEIVER) throw refuse(WALLET_LINK_ERRORS.receiver);
  }

  async issue(user: SessionUser, sessionId: string, address: string): Promise<WalletNonce> {
    this.refuseReceiver(address);
    const nonce = randomBytes(16).toString('hex');
    const issuedAt = new Date();
    const expiresAt = new Date(issuedAt.getTime() + WALLET_NONCE_TTL_MS).toISOString();
    const message = formatSignInMessage({
      domain: this.domain,
      address,
      statement: `Link this wallet to the account ${user.username}. Signing costs nothing and sends no transaction.`,
      uri: new URL(this.config.settings.PUBLIC_URL).origin,
      version: '1',
      chainId: clusterOf(this.config.settings.SOLANA_RPC_URL),
      nonce,
      issuedAt: issuedAt.toISOString(),
      expirationTime: expiresAt,
    });
    await this.nonces.save(nonce, { userId: user.id, sessionId, address, message, expiresAt });
    return { nonce, message, expiresAt };
  }

  /** Checks the signed message and links the address; each refusal says what was wrong. */
  async link(user: SessionUser, sessionId: string, body: LinkWalletRequest): Promise<{ user: User }> {
    const { address, message, signature } = body;
    this.refuseReceiver(address);
    const fields = parseSignInMessage(message);
    if (!fields) throw refuse(WALLET_LINK_ERRORS.notSignIn);
    if (fields.domain !== this.domain) throw refuse(WALLET_LINK_ERRORS.wrongDomain(fields.domain, this.domain));
    if (fields.address !== address) throw refuse(WALLET_LINK_ERRORS.otherAddress);
    const signatureBytes = fromBase58(signature);
    if (!signatureBytes || !verifySignature(address, new TextEncoder().encode(message), signatureBytes))
      throw refuse(WALLET_LINK_ERRORS.badSignature);

    // the wallet signed this message: from here on its nonce is spent, whatever the answer
    const issued = await this.nonces.take(fields.nonce);
    if (!issued) throw refuse(WALLET_LINK_ERRORS.unknownNonce);
    if (issued.userId !== user.id || issued.sessionId !== sessionId) throw refuse(WALLET_LINK_ERRORS.otherSession);
    if (new Date(issued.expiresAt).getTime() <= Date.now()) throw refuse(WALLET_LINK_ERRORS.expired);
    if (issued.message !== message || issued.address !== address) throw refuse(WALLET_LINK_ERRORS.altered);

    try {
      const linked = await this.users.linkWallet(user.id, address);
      if (!linked) throw new UnauthorizedException(MESSAGES.signInAgain);
      return { user: toUser(linked, this.config.settings.ADMIN_USERNAMES) };
    } catch (error) {
      if (error instanceof WalletTaken) throw new ConflictException(WALLET_LINK_ERRORS.taken);
      throw error;
    }
  }
}
