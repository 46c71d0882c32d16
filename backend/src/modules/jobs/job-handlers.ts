import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

import { JOB_QUEUES, type JobKind } from '../../contracts';
import { PredictionCanceller } from '../../infra/ai/replicate/prediction-canceller';
import { HANDLER_KIND, HANDLER_KINDS, type JobHandlerFamily, type RegisteredHandler } from './job-handler';

/**
 * The handler of every kind of the job catalogue, found at boot among the providers marked
 * `@JobHandlerFor(kind)`, or `@JobHandlersFor(kinds)` for a family (the tools). A kind without one (or with two) fails the worker's boot, naming it.
 * Every handler's final failure also cancels the job's prediction (one left running would still be billed).
 */
@Injectable()
export class JobHandlers implements OnModuleInit {
  private readonly byKind = new Map<JobKind, RegisteredHandler<JobKind>>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(PredictionCanceller) private readonly predictions: PredictionCanceller,
  ) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders({ metadataKey: HANDLER_KIND.KEY })) {
      const kind = this.discovery.getMetadataByDecorator(HANDLER_KIND, wrapper);
      if (!kind || !wrapper.instance) continue;
      this.add(kind, wrapper.instance as RegisteredHandler<JobKind>);
    }
    for (const wrapper of this.discovery.getProviders({ metadataKey: HANDLER_KINDS.KEY })) {
      const kinds = this.discovery.getMetadataByDecorator(HANDLER_KINDS, wrapper);
      if (!kinds || !wrapper.instance) continue;
      const family = wrapper.instance as JobHandlerFamily<JobKind>;
      for (const kind of kinds) this.add(kind, family.handlerFor(kind));
    }
    const missing = (Object.keys(JOB_QUEUES) as JobKind[]).filter((kind) => !this.byKind.has(kind));
    if (missing.length)
      throw new Error(
        `No job handler for the job kind ${missing.map((k) => `"${k}"`).join(', ')} (mark one @JobHandlerFor)`,
      );
  }

  private add(kind: JobKind, handler: RegisteredHandler<JobKind>) {
    if (this.byKind.has(kind)) throw new Error(`Two job handlers for the job kind "${kind}"`);
    this.byKind.set(kind, this.cancellingPrediction(handler));
  }

  get<K extends JobKind>(kind: K): RegisteredHandler<K> {
    const handler = this.byKind.get(kind);
    if (!handler) throw new Error(`No job handler for the job kind "${kind}"`);
    return handler as unknown as RegisteredHandler<K>;
  }

  private cancellingPrediction<K extends JobKind>(handler: RegisteredHandler<K>): RegisteredHandler<K> {
    const own = handler.onFinalFailure?.bind(handler);
    return Object.assign(Object.create(handler) as RegisteredHandler<K>, {
      onFinalFailure: async (...[m, ctx, error]: Parameters<NonNullable<RegisteredHandler<K>['onFinalFailure']>>) => {
        await own?.(m, ctx, error);
        await this.predictions.jobGivenUp(m, ctx.jobId);
      },
    });
  }
}
