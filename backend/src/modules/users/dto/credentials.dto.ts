import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

import { UserDto } from './user.dto';

/** Checked by AuthService so that blank fields get 'Please fill in all fields' before any other rule. */
export class CredentialsDto {
  @ApiProperty({ type: String, example: 'alice', description: '3 to 32 letters, digits, _ . -' })
  @Allow()
  username: unknown;

  @ApiProperty({ type: String, example: 'correct horse battery', description: '8 to 128 characters' })
  @Allow()
  password: unknown;
}

export class AuthResponseDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty({ description: 'the session token, also set as the httpOnly `session` cookie' }) token: string;
}
