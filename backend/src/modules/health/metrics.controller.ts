import { Controller, ForbiddenException, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import proxyAddr from 'proxy-addr';

import { AppConfig } from '../../config/app-config';
import { MetricsRegistry } from '../../infra/metrics/metrics-registry';

export const METRICS_FORBIDDEN = 'Metrics are served only to the addresses in METRICS_ALLOW.';

/** Prometheus scrape endpoint, for the addresses METRICS_ALLOW names (loopback by default). */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly allowed: (addr: string, i: number) => boolean;

  constructor(
    @Inject(MetricsRegistry) private readonly metrics: MetricsRegistry,
    @Inject(AppConfig) config: AppConfig,
  ) {
    this.allowed = proxyAddr.compile(
      config.settings.METRICS_ALLOW.split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    );
  }

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response) {
    // the connecting peer, or the client a trusted proxy names (TRUST_PROXY)
    if (!req.ip || !this.allowed(req.ip, 0)) throw new ForbiddenException(METRICS_FORBIDDEN);
    res.setHeader('Content-Type', this.metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await this.metrics.registry.metrics());
  }
}
