import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  OnModuleInit,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';

import { AppConfig } from '../../config/app-config';
import {
  type ConfirmPaymentRequest,
  type ConfirmPaymentResponse,
  MESSAGES,
  type PaymentIntent,
  type SubscriptionStatus,
  transactionFailed,
} from '../../contracts';
import { TooManyRequestsException } from '../../infra/http/http-errors';
import { randomReference } from '../../infra/solana/keys';
import { PaymentRejected, SolanaUnavailable } from '../../infra/solana/payment-errors';
import { SolanaPayments } from '../../infra/solana/solana-payments';
import { isSubscribed } from '../users/user.view';
import { UserAccounts } from '../users/user-accounts.writer';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService, SignatureAlreadyUsed } from './payments.service';

/** How long a payment request (its reference key) stays payable. */
export const INTENT_TTL_MS = 15 * 60_000;
/** Open requests one user may hold at once (each one is looked up on chain until it ends). */
export const MAX_OPEN_INTENTS = 10;

const rejected = (detail: string) => new BadRequestException(transactionFailed(detail));

@Injectable()
export class SubscriptionsService implements OnModuleInit {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(UserAccounts) private readonly users: UserAccounts,
    @Inject(PaymentsRepository) private readonly records: PaymentsRepository,
    @Inject(SolanaPayments) private readonly solana: SolanaPayments,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
  ) {}

  /** The operator reads why payments are off once, at boot; a person reads MESSAGES.featureUnavailable. */
  onModuleInit() {
    if (!this.paymentsAvailable)
      this.logger.warn(
        'payments are off: set SOLANA_RECEIVER to the base58 address that receives subscription payments',
      );
  }

  private get paymentsAvailable(): boolean {
    return Boolean(this.config.settings.SOLANA_RECEIVER);
  }

  async status(userId: string): Promise<SubscriptionStatus> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.sessionEnded);
    return {
      isSubscribed: isSubscribed(user),
      subEnd: user.subEnd?.toISOString() ?? null,
      paymentsAvailable: this.paymentsAvailable,
    };
  }

  /** A Solana Pay transfer request: a fresh reference key tied to the user, payable for 15 minutes. */
  async createIntent(userId: string): Promise<PaymentIntent> {
    const { SOLANA_RECEIVER: recipient, SUBSCRIPTION_LAMPORTS: lamports } = this.config.settings;
    if (!recipient) throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
    const now = new Date();
    const open = await this.records.payableIntentsOf(userId, now, MAX_OPEN_INTENTS);
    if (open.length >= MAX_OPEN_INTENTS) {
      const wait = Math.max(1, Math.ceil((open[0].expiresAt.getTime() - now.getTime()) / 1000));
      throw new TooManyRequestsException(
        'Too many open payment requests. Pay one of them or wait until one expires.',
        wait,
      );
    }
    const intent = await this.records.addIntent({
      userId,
      reference: randomReference(),
      recipient,
      lamports: String(lamports),
      expiresAt: new Date(now.getTime() + INTENT_TTL_MS),
    });
    return {
      reference: intent.reference,
      recipient,
      lamports,
      cluster: this.solana.cluster,
      expiresAt: intent.expiresAt.toISOString(),
    };
  }

  /** Checks the transaction on chain and extends the subscription once per signature. */
  async confirm(userId: string, body: ConfirmPaymentRequest): Promise<ConfirmPaymentResponse> {
    const intent = await this.records.findIntentByReference(body.reference);
    if (!intent) throw rejected('unknown payment reference; ask for a new payment request');
    if (intent.userId !== userId) throw rejected('this payment request belongs to another account');
    if (await this.records.signatureUsed(body.signature))
      throw new ConflictException(new SignatureAlreadyUsed().message);
    try {
      return await this.payments.complete(intent, body.signature);
    } catch (error) {
      if (error instanceof PaymentRejected) throw rejected(error.detail);
      if (error instanceof SignatureAlreadyUsed) throw new ConflictException(error.message);
      if (error instanceof SolanaUnavailable) throw new ServiceUnavailableException(error.message);
      throw error;
    }
  }
}
