import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { AppConfig } from '../../config/app-config';
import { publicConfig } from '../../config/public-config';
import type { PublicConfig } from '../../contracts';
import { LivezDto, PublicConfigDto } from './dto/public-config.dto';

/** Two answers that need neither Postgres nor Redis: the liveness probe and the web app's run-time settings. */
@ApiTags('health')
@Controller()
export class PublicController {
  private readonly config: PublicConfig;

  constructor(@Inject(AppConfig) app: AppConfig) {
    this.config = publicConfig(app.settings);
  }

  /** Liveness: the process answers HTTP. Touches no dependency, so an outage never restarts every pod. */
  @Get('livez')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: LivezDto })
  livez(): LivezDto {
    return { status: 'ok' };
  }

  /** The public settings the web app reads at start (the Solana cluster and RPC of its wallet), never a secret. */
  @Get('config')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: PublicConfigDto })
  publicConfig(): PublicConfig {
    return this.config;
  }
}
