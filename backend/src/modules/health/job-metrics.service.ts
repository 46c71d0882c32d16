import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Job } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';

import { JOB_QUEUES, type JobKind } from '../../contracts';
import { MetricsRegistry } from '../../infra/metrics/metrics-registry';
import { JobEventsService } from '../../infra/queue/job-events.service';
import { QueueService } from '../../infra/queue/queue.service';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway';

/**
 * Jobs, queues and sockets in the API's Prometheus figures. Each API process hears every job's end
 * (see JobEventsService), so the job series are cluster-wide in every instance: aggregate them with
 * max(), not sum().
 */
@Injectable()
export class JobMetrics implements OnModuleInit {
  private readonly jobs: Counter<'kind' | 'outcome'>;
  private readonly duration: Histogram<'kind' | 'outcome'>;

  constructor(
    @Inject(MetricsRegistry) metrics: MetricsRegistry,
    @Inject(JobEventsService) private readonly events: JobEventsService,
    @Inject(QueueService) private readonly queues: QueueService,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {
    const registers = [metrics.registry];
    this.jobs = new Counter({
      name: 'aigirls_jobs_total',
      help: 'Jobs ended, by kind and outcome',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'aigirls_job_duration_seconds',
      help: 'Time a worker spent on a job (its last attempt), by kind and outcome',
      labelNames: ['kind', 'outcome'],
      buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
      registers,
    });
    const source = this.queues;
    new Gauge({
      name: 'aigirls_queue_jobs',
      help: 'Jobs in each queue by state',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        for (const [name, queue] of Object.entries(source.queues)) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
          for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n);
        }
      },
    });
    const gateway = () => this.modules.get(RealtimeGateway, { strict: false });
    new Gauge({
      name: 'aigirls_sockets_connected',
      help: 'Socket.IO clients connected to this API process',
      registers,
      collect() {
        this.set(gateway().server?.engine?.clientsCount ?? 0);
      },
    });
  }

  onModuleInit() {
    this.events.on('completed', (_user, e, ranMs) => void this.ended(e.jobId, e.kind, 'completed', ranMs));
    this.events.on('failed', (_user, e) => void this.ended(e.jobId, e.kind, 'failed'));
  }

  /** A completed job says how long it ran; a failed one is read back (rare, and its event says nothing more). */
  private async ended(jobId: string, kind: JobKind, outcome: 'completed' | 'failed', ranMs?: number) {
    this.jobs.inc({ kind, outcome });
    if (ranMs !== undefined) return this.duration.observe({ kind, outcome }, ranMs / 1000);
    const job = await Job.fromId(this.queues.queues[JOB_QUEUES[kind]], jobId).catch(() => undefined);
    if (job?.processedOn && job.finishedOn)
      this.duration.observe({ kind, outcome }, (job.finishedOn - job.processedOn) / 1000);
  }
}
