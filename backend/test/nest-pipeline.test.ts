import {
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';

import { AppModule } from '../src/app.module';
import { AppConfig } from '../src/config/app-config';
import { TOOLS } from '../src/contracts';
import { configureApp } from '../src/infra/http/configure-app';
import { FeedController } from '../src/modules/feed/feed.controller';
import { ToolsController } from '../src/modules/tools/tools.controller';
import { call, signUp } from './support/http';
import { testSettings } from './support/in-process';

/** A global guard added tomorrow: it refuses a request that asks it to (403) and notes every path it saw. */
class DummyGuard implements CanActivate {
  readonly seen: string[] = [];
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    this.seen.push(`${req.method} ${req.path}`);
    if (req.headers['x-dummy-refuse']) throw new ForbiddenException('refused by the dummy guard');
    return true;
  }
}

/** A route interceptor added tomorrow: it marks the answer and notes the path. */
class DummyInterceptor implements NestInterceptor {
  readonly seen: string[] = [];
  intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    this.seen.push(`${req.method} ${req.path}`);
    http.getResponse<Response>().setHeader('X-Dummy-Intercepted', 'yes');
    return next.handle();
  }
}

/** Puts `interceptor` on every route method of `controller` (as @UseInterceptors on each); returns how many. */
function interceptRoutes(controller: { prototype: object }, interceptor: NestInterceptor): number {
  const proto = controller.prototype as Record<string, unknown>;
  let routes = 0;
  for (const key of Object.getOwnPropertyNames(proto).filter((k) => k !== 'constructor')) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key)!;
    const method: unknown = descriptor.value;
    if (typeof method !== 'function' || Reflect.getMetadata(PATH_METADATA, method) === undefined) continue;
    UseInterceptors(interceptor)(proto, key, descriptor);
    routes++;
  }
  return routes;
}

/**
 * One request path: GET /api/feed and every tool's job POST go through Nest's router, so a guard added
 * to the app and an interceptor added to their routes run on each of them (a route answered before
 * Nest's router would skip both).
 */
describe("the feed and the tools' routes run what Nest adds to them", () => {
  const guard = new DummyGuard();
  const interceptor = new DummyInterceptor();
  let app: NestExpressApplication;
  let url: string;
  let token: string;

  beforeAll(async () => {
    expect(interceptRoutes(FeedController, interceptor)).toBe(1);
    expect(interceptRoutes(ToolsController, interceptor)).toBe(TOOLS.length);
    const settings = testSettings({ JOBS_PER_MINUTE: '1000' });
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRole('api', new AppConfig(settings, settings.SESSION_SECRET!)),
      { bodyParser: false, logger: false, abortOnError: false },
    );
    configureApp(app, settings);
    app.useGlobalGuards(guard);
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    ({ token } = await signUp(url));
  });
  afterAll(async () => {
    await app?.close();
  });

  const routes = [
    { method: 'GET', path: '/api/feed', body: undefined },
    // an empty body: each tool answers its own 400 (a field is missing), after its guards and interceptors
    ...TOOLS.map((tool) => ({ method: 'POST', path: `/api/${tool.apiPath}`, body: {} })),
  ];

  it.each(routes)('$method $path: the global guard and the route interceptor run', async ({ method, path, body }) => {
    guard.seen.length = 0;
    interceptor.seen.length = 0;
    const res = await call(url, method, path, { token, body });
    expect(res.status).toBe(method === 'GET' ? 200 : 400);
    expect(res.headers.get('x-dummy-intercepted')).toBe('yes');
    expect(guard.seen).toEqual([`${method} ${path}`]);
    expect(interceptor.seen).toEqual([`${method} ${path}`]);
  });

  it.each(routes)('$method $path: what the global guard refuses is refused', async ({ method, path, body }) => {
    const res = await call<{ message: string }>(url, method, path, {
      token,
      body,
      headers: { 'x-dummy-refuse': '1' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('refused by the dummy guard');
    expect(res.headers.get('x-dummy-intercepted')).toBeNull();
  });
});
