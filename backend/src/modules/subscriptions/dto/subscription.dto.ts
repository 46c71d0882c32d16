import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

import type {
  ConfirmPaymentRequest,
  ConfirmPaymentResponse,
  PaymentIntent,
  SolanaCluster,
  SubscriptionStatus,
} from '../../../contracts';
import { UserDto } from '../../users/dto/user.dto';

const SIGNATURE_MESSAGE = 'signature must be a base58 transaction signature';
const REFERENCE_MESSAGE = 'reference must be the base58 reference of a payment request';
const CLUSTERS: SolanaCluster[] = ['devnet', 'testnet', 'mainnet-beta', 'custom'];

export class SubscriptionStatusDto implements SubscriptionStatus {
  @ApiProperty({ description: 'derived: subEnd is in the future' }) isSubscribed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) subEnd: string | null;
  @ApiProperty({ description: 'false when this server takes no payments: the page says so before anyone pays' })
  paymentsAvailable: boolean;
}

export class PaymentIntentDto implements PaymentIntent {
  @ApiProperty({
    description: 'Solana Pay reference: a fresh public key to add to the transfer as a read-only, non-signer account',
  })
  reference: string;
  @ApiProperty({ description: 'the receiving wallet (SOLANA_RECEIVER)' }) recipient: string;
  @ApiProperty({ example: 100_000_000, description: 'the price in lamports (1 SOL = 1e9 lamports)' }) lamports: number;
  @ApiProperty({ enum: CLUSTERS, description: "the RPC's cluster; 'custom' for a local node" }) cluster: SolanaCluster;
  @ApiProperty({ format: 'date-time', description: 'the request is payable until then (15 minutes)' })
  expiresAt: string;
}

export class ConfirmPaymentDto implements ConfirmPaymentRequest {
  @ApiProperty({ description: 'base58 signature of the finalized payment transaction' })
  @IsString({ message: SIGNATURE_MESSAGE })
  @Matches(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { message: SIGNATURE_MESSAGE })
  signature: string;

  @ApiProperty({ description: 'the reference of the payment request (POST /api/subscriptions/intent)' })
  @IsString({ message: REFERENCE_MESSAGE })
  @Matches(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { message: REFERENCE_MESSAGE })
  reference: string;
}

export class ConfirmPaymentResponseDto implements ConfirmPaymentResponse {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty({ format: 'date-time', description: 'the new end of the subscription' }) subEnd: string;
  @ApiProperty({ description: 'the counted transaction signature' }) signature: string;
}
