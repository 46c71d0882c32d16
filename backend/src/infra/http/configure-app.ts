import { resolve } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';

import type { Settings } from '../../config/config.schema';
import { browserRpcUrl } from '../../config/public-config';
import { limitsFrom } from '../limits/limits';
import { RateLimitService } from '../limits/rate-limit.service';
import { httpMetrics } from '../metrics/http-metrics';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { RedisIoAdapter } from '../realtime/redis-io.adapter';
import { mediaHandler } from '../storage/media.handler';
import { MediaStorage } from '../storage/media-storage.port';
import { MediaUrls } from '../storage/media-urls';
import { cpuPool } from '../workers/cpu.pool';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { sessionAndLimitGate, SessionReader } from './body-gate';
import { installBodyParsers } from './body-parsers';
import { refuseCrossSite } from './cross-site';
import { compressWhenAccepted, fixedHeaders } from './fixed-headers';
import { requestLog } from './logger.options';
import { appValidationPipe } from './validation.pipe';
import { serveWebApp } from './web-app';

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than what browsers and load
 * balancers keep (60 s is common), so a request sent on a connection the server is just closing fails
 * with a reset; the server must outlast its clients.
 */
const KEEP_ALIVE_MS = 65_000;

/** The built web app, beside the backend in the repository and in the image (WEB_DIR names another). */
const DEFAULT_WEB_DIR = resolve(__dirname, '../../../../frontend/dist');

/** An RPC endpoint's origins for connect-src: its HTTP origin and its WebSocket twin. */
function rpcOrigins(endpoint: string): string[] {
  const rpc = new URL(endpoint);
  return [rpc.origin, `${rpc.protocol === 'https:' ? 'wss:' : 'ws:'}//${rpc.host}`];
}

/** The browser may reach the Solana RPC its wallet uses (the one GET /api/config hands out), and nothing else of Solana. */
export function contentSecurityPolicy(
  settings: Pick<Settings, 'SOLANA_RPC_URL'> &
    Partial<Pick<Settings, 'PUBLIC_SOLANA_RPC_URL' | 'VITE_SOLANA_RPC_URL' | 'S3_PUBLIC_URL'>>,
) {
  // public pictures redirect there when S3_PUBLIC_URL is set
  const media = settings.S3_PUBLIC_URL ? [new URL(settings.S3_PUBLIC_URL).origin] : [];
  const rpc = rpcOrigins(browserRpcUrl(settings));
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...media],
      mediaSrc: ["'self'", 'data:', 'blob:', ...media],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...rpc],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** TRUST_PROXY in Express `trust proxy` syntax: a hop count, true/false, or addresses and subnets. */
export function trustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim();
  if (!v || v === 'false' || v === 'none') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** Everything the API process wires around Nest: used by main.api.ts and by the tests alike. */
export function configureApp(app: NestExpressApplication, settings: Settings) {
  app.useLogger(app.get(Logger));
  // whose X-Forwarded-For names the client (rate limits per IP): nobody's unless TRUST_PROXY says so
  app.set('trust proxy', trustProxy(settings.TRUST_PROXY));
  app.disable('x-powered-by');
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  app.use(httpMetrics(app.get(MetricsRegistry)));
  app.use(requestLog(settings));
  app.use(
    fixedHeaders(helmet({ contentSecurityPolicy: contentSecurityPolicy(settings), crossOriginEmbedderPolicy: false })),
  );
  app.use(refuseCrossSite(settings));
  // JSON answers above 1 KB, compressed (the filter skips images and media; Socket.IO never passes here)
  app.use('/api', compressWhenAccepted(compression({ threshold: 1024 })));
  // a large body (a tool's, a card) is read only once the headers carry a live session within its limit
  const gate = sessionAndLimitGate(app.get(SessionReader), app.get(RateLimitService), limitsFrom(settings).jobs);
  installBodyParsers(app.getHttpAdapter().getInstance(), gate);
  // the threads that parse large bodies and decode large images, started now rather than by a request
  cpuPool.warm();
  app.setGlobalPrefix('api');
  app.useGlobalPipes(appValidationPipe);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, settings));
  app.enableShutdownHooks();

  app.use('/media', mediaHandler(app.get(MediaStorage), app.get(MediaUrls)));
  serveWebApp(app, settings.WEB_DIR ? resolve(settings.WEB_DIR) : DEFAULT_WEB_DIR);

  const docs = new DocumentBuilder()
    .setTitle('AI Girls API')
    .setDescription(
      'HTTP contract of the AI companion app. Slow work answers 202 { jobId } and pushes results over Socket.IO.',
    )
    .setVersion('1.0')
    .addCookieAuth('session')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs), {
    jsonDocumentUrl: 'api/docs-json',
  });
}
