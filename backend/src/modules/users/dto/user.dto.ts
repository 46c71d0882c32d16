import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

import type { Stats, User } from '../../../contracts';

export class UserDto implements User {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'alice' }) username: string;
  @ApiProperty({ description: 'derived: subEnd is in the future' }) isSubscribed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) subEnd: string | null;
  @ApiProperty({ example: 5 }) credits: number;
  @ApiProperty({ type: String, nullable: true, description: 'base58 Solana public key' }) wallet: string | null;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class StatsDto implements Stats {
  @ApiProperty() users: number;
  @ApiProperty() girls: number;
  @ApiProperty() images: number;
}

export class WalletDto {
  @ApiProperty({ description: 'base58 Solana public key', example: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' })
  @IsString({ message: 'wallet must be a valid base58 public key' })
  @Matches(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { message: 'wallet must be a valid base58 public key' })
  wallet: string;
}
