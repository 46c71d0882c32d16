import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, NextFunction, Request, Response, Router } from 'express';

import { AppConfig } from '../../config/app-config';
import { MESSAGES } from '../../contracts';
import { QueueService } from '../../infra/queue/queue.service';
import { SessionsService } from '../auth/sessions.service';
import { isAdminUsername } from '../users/user.view';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
export const DASHBOARD_ADMINS_ONLY = 'Only admins can open the queue dashboard.';
export const DASHBOARD_UNAVAILABLE = 'The queue dashboard could not be loaded; try again in a moment.';

function refuse(res: Response, status: 401 | 403 | 503, message: string) {
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .json({
      statusCode: status,
      message,
      error: { 401: 'Unauthorized', 403: 'Forbidden', 503: 'Service Unavailable' }[status],
    });
}

/** Bull Board at /admin/queues (jobs of each queue, retry, clean), for ADMIN_USERNAMES signed in. Mounted on Express at start-up, before Nest's own routes; Bull Board itself loads on the first admin request. */
@Injectable()
export class QueueDashboard implements OnModuleInit {
  private readonly logger = new Logger('QueueDashboard');

  constructor(
    @Inject(HttpAdapterHost) private readonly http: HttpAdapterHost,
    @Inject(QueueService) private readonly queues: QueueService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    const express = this.http.httpAdapter?.getInstance<Express>();
    if (!express) return; // no HTTP server (the worker)
    let board: Promise<Router> | null = null;
    express.use(
      QUEUE_DASHBOARD_PATH,
      (req, res, next) => void this.adminsOnly(req, res, next),
      (req, res, next) => {
        board ??= this.board();
        board.then(
          (router) => router(req, res, next),
          (err: Error) => {
            board = null; // tried again on the next request
            this.logger.error(`the queue dashboard could not load: ${err.message}`);
            refuse(res, 503, DASHBOARD_UNAVAILABLE);
          },
        );
      },
    );
  }

  /** Bull Board (some 16 MB resident), loaded by the first admin who opens it, not at start-up. */
  private async board(): Promise<Router> {
    const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/express'),
    ]);
    const board = new ExpressAdapter();
    board.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: Object.values(this.queues.queues).map((q) => new BullMQAdapter(q, { allowRetries: true })),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'AI Girls queues' } },
    });
    return board.getRouter() as Router;
  }

  private async adminsOnly(req: Request, res: Response, next: NextFunction) {
    try {
      const session = await this.sessions.authenticate(req.headers);
      if (!session) return refuse(res, 401, MESSAGES.signInAgain);
      if (!isAdminUsername(session.username, this.config.settings.ADMIN_USERNAMES))
        return refuse(res, 403, DASHBOARD_ADMINS_ONLY);
      next();
    } catch {
      refuse(res, 503, 'The session could not be checked; try again in a moment.');
    }
  }
}
