import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

import {
  PUSH_ENDPOINT_MAX,
  PUSH_TEXT,
  type PushKeyResponse,
  type PushSubscriptionRequest,
  type PushUnsubscribeRequest,
} from '../../../contracts';

export class PushKeyDto implements PushKeyResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the VAPID public key (base64url) for pushManager.subscribe; null: Web Push is off on this server',
  })
  publicKey: string | null;
}

export class PushKeysDto {
  @ApiProperty({ description: "the browser's P-256 public key, base64url (87 characters)", maxLength: 100 })
  @IsString({ message: PUSH_TEXT.badKeys })
  @MaxLength(100, { message: PUSH_TEXT.badKeys })
  p256dh: string;

  @ApiProperty({ description: "the browser's auth secret, 16 bytes in base64url (22 characters)", maxLength: 50 })
  @IsString({ message: PUSH_TEXT.badKeys })
  @MaxLength(50, { message: PUSH_TEXT.badKeys })
  auth: string;
}

export class PushSubscriptionDto implements PushSubscriptionRequest {
  @ApiProperty({
    maxLength: PUSH_ENDPOINT_MAX,
    description: "the push service's URL for this browser (https; http://localhost only outside production)",
  })
  @IsString({ message: PUSH_TEXT.badEndpoint })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_TEXT.badEndpoint })
  endpoint: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'as the browser gives it; not used' })
  @IsOptional()
  @IsNumber({}, { message: 'expirationTime must be a number or null' })
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @IsObject({ message: PUSH_TEXT.badKeys })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}

export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @ApiProperty({ maxLength: PUSH_ENDPOINT_MAX, description: 'the endpoint of the subscription to forget' })
  @IsString({ message: PUSH_TEXT.badEndpoint })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_TEXT.badEndpoint })
  endpoint: string;
}
