import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ description: 'the password now' })
  @IsOptional()
  @IsString({ message: 'current must be text' })
  @MaxLength(1024, { message: 'current must be at most 1024 characters' })
  current?: string;

  @ApiProperty({ description: 'the new password, 8 to 128 characters' })
  @IsOptional()
  @IsString({ message: 'next must be text' })
  @MaxLength(1024, { message: 'next must be at most 1024 characters' })
  next?: string;
}

export class ConfirmPasswordDto {
  @ApiProperty({ description: "the account's password, asked again" })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  password?: string;
}
