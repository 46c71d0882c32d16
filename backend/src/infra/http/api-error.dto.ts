import { ApiProperty } from '@nestjs/swagger';

import type { ApiError } from '../../contracts';

export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Please fill in all fields' }) message: string;
  @ApiProperty({ example: 'Bad Request' }) error: string;
}
