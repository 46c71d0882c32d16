import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import {
  type LinkWalletRequest,
  PUBLIC_NAME_MAX,
  type PublicNameRequest,
  type Stats,
  type User,
  type WalletNonce,
  type WalletNonceRequest,
} from '../../../contracts';
import { MAX_MESSAGE_LENGTH } from '../sign-in-message';

export class UserDto implements User {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'alice' }) username: string;
  @ApiProperty({ description: 'derived: subEnd is in the future' }) isSubscribed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) subEnd: string | null;
  @ApiProperty({ example: 5 }) credits: number;
  @ApiProperty({ type: String, nullable: true, description: 'base58 Solana public key' }) wallet: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'shown with their feed posts; null: only the girl name' })
  publicName: string | null;
}

const PUBLIC_NAME_RULE = `publicName must be text of at most ${PUBLIC_NAME_MAX} characters, or null`;

export class PublicNameDto implements PublicNameRequest {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: PUBLIC_NAME_MAX,
    description: 'the name shown with their feed posts; null or blank: none (posts show only the girl name)',
  })
  @IsOptional()
  @IsString({ message: PUBLIC_NAME_RULE })
  @MaxLength(PUBLIC_NAME_MAX, { message: PUBLIC_NAME_RULE })
  publicName: string | null;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class MeResponseDto {
  @ApiProperty({ type: UserDto, nullable: true, description: 'null when the request carries no session' })
  user: UserDto | null;
}

export class StatsDto implements Stats {
  @ApiProperty() users: number;
  @ApiProperty() girls: number;
  @ApiProperty() images: number;
}

const ADDRESS = { description: 'base58 Solana public key', example: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' };
const NOT_AN_ADDRESS = 'address must be a valid base58 public key';

export class WalletNonceRequestDto implements WalletNonceRequest {
  @ApiProperty(ADDRESS)
  @IsString({ message: NOT_AN_ADDRESS })
  @Matches(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { message: NOT_AN_ADDRESS })
  address: string;
}

export class WalletNonceDto implements WalletNonce {
  @ApiProperty({ description: 'single use', example: '5f2b8c0e9d7a4b1c3e6f8a9b0c1d2e3f' }) nonce: string;
  @ApiProperty({
    description:
      'the Sign-In With Solana message to sign as it is (UTF-8): domain, address, statement, URI, version, chain, nonce, issued-at, expiration',
  })
  message: string;
  @ApiProperty({ format: 'date-time', description: 'the message must come back signed before this' })
  expiresAt: string;
}

export class LinkWalletDto implements LinkWalletRequest {
  @ApiProperty(ADDRESS)
  @IsString({ message: NOT_AN_ADDRESS })
  @Matches(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { message: NOT_AN_ADDRESS })
  address: string;

  @ApiProperty({ description: 'the message of POST /api/users/me/wallet/nonce, exactly as signed' })
  @IsString({ message: 'message must be the signed sign-in message' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: 'message must be the signed sign-in message' })
  message: string;

  @ApiProperty({ description: "the wallet's Ed25519 signature of the message (signMessage), base58" })
  @IsString({ message: 'signature must be a base58 signature' })
  @Matches(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/, { message: 'signature must be a base58 signature' })
  signature: string;
}
