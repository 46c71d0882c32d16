import { Global, Module } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The API process's Prometheus registry, with the HTTP latency histogram every request feeds. */
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly http = new Histogram({
    name: 'aigirls_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'aigirls_' });
  }
}

@Global()
@Module({ providers: [MetricsRegistry], exports: [MetricsRegistry] })
export class MetricsRegistryModule {}
