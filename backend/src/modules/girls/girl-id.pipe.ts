import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

import { MESSAGES } from '../../contracts';

/** An id that cannot be a girl's is simply not found. */
export const GirlIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(MESSAGES.girlNotFound) });
