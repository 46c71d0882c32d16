import {
  BadRequestException,
  Body,
  Controller,
  Headers,
  HttpStatus,
  Inject,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { type ApiError, imageFieldsOf, MESSAGES, type ToolDescriptor, TOOLS } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { reasonPhrase } from '../../infra/http/http-errors';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { decodeImageUpload } from '../../infra/storage/image-upload';
import { MediaRefs } from '../../infra/storage/media-refs.repository';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { JobAcceptedDto } from '../jobs/dto/job.dto';
import { JobsService } from '../jobs/jobs.service';
import { TOOL_DTOS, type ToolBody, toolResultDto } from './dto/tool.dto';
import { preferWaitSeconds } from './prefer-wait';
import { toolBodyReader } from './tool-body';

const PREFER_HEADER = {
  name: 'Prefer',
  required: false,
  description: '`wait=N`: wait up to N (at most 60) seconds for the result',
};

/** The swagger decorators every tool shares: 202 queued, or 200 with the result under Prefer: wait. */
function ToolResponses(result: new () => object): MethodDecorator {
  const decorators = [
    ApiHeader(PREFER_HEADER),
    ApiAcceptedResponse({ type: JobAcceptedDto, description: 'queued; the result is pushed as job:completed' }),
    ApiOkResponse({ type: result, description: 'with Prefer: wait=N, when the job ended in time' }),
    ApiPaymentRequiredResponse({
      type: ApiErrorDto,
      description:
        "a free user with no credit left: 'You've run out of free image generations. Upgrade to premium for unlimited generations.'",
    }),
    ApiBadRequestResponse({ type: ApiErrorDto, description: 'a validation message of the product spec' }),
    ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: 'an image over 10 MiB or 40 megapixels' }),
    ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto, description: 'not a PNG, JPEG, WebP or GIF image' }),
    ApiUnprocessableEntityResponse({
      type: ApiErrorDto,
      description:
        'the content policy refused the prompt; with Prefer: wait, the safety filter blocked the output or (face swap) an image has no face',
    }),
    ApiServiceUnavailableResponse({
      type: ApiErrorDto,
      description: 'with Prefer: wait, the job failed (the provider failed; any credit is given back)',
    }),
    ApiUnauthorizedResponse({ type: ApiErrorDto }),
  ];
  return (target, key, descriptor) => decorators.forEach((d) => d(target, key, descriptor));
}

/** Job failures that are about the input or the output, not the service: 422 under Prefer: wait. */
const UNPROCESSABLE = new Set<string>([MESSAGES.safetyBlocked, MESSAGES.noFaceFirst, MESSAGES.noFaceSecond]);

/**
 * A job that failed while the request waited, in the contract's error shape: 422 when the input or
 * the output was refused (a blocked output, a photo with no face), else 503 (the provider failed;
 * the credit is back).
 */
export function jobFailureAnswer(error: string | null): ApiError {
  const statusCode =
    error && UNPROCESSABLE.has(error) ? HttpStatus.UNPROCESSABLE_ENTITY : HttpStatus.SERVICE_UNAVAILABLE;
  return { statusCode, message: error ?? MESSAGES.toolFailed, error: reasonPhrase(statusCode) };
}

/** Present: text that is not blank, an image or a value that was sent. */
function present(value: ToolBody[string]): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The tool's own 400s: the fields its job needs (API.md's message), then any consent box it has. */
function checkNeeds(tool: ToolDescriptor, body: ToolBody): void {
  const sent = tool.needs.fields.filter((field) => present(body[field]));
  const enough = tool.needs.rule === 'all' ? sent.length === tool.needs.fields.length : sent.length > 0;
  if (!enough) throw new BadRequestException(tool.missing);
  for (const [name, field] of Object.entries(tool.fields)) {
    if (field.type === 'consent' && body[name] !== true) throw new BadRequestException(field.refused);
  }
}

/**
 * The image and video tools (contracts/tools.ts). Each answers 202 { jobId } at once; results are
 * private (never on the feed). One handler serves them all; its routes are added from the catalogue below.
 */
@ApiTags('tools')
@ApiCookieAuth()
@ApiExtraModels(ApiErrorDto)
@UseGuards(SessionGuard)
@Controller()
export class ToolsController {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(MediaRefs) private readonly media: MediaRefs,
  ) {}

  /**
   * Checks the body, keeps its images, queues the tool's job (a credit for free users: 402 at none).
   * When the job is not queued, the images kept for it go again.
   */
  async run(tool: ToolDescriptor, user: SessionUser, body: ToolBody, prefer: string | undefined, res: Response) {
    checkNeeds(tool, body);
    const images: Record<string, string> = {};
    for (const field of imageFieldsOf(tool)) {
      const value = body[field];
      if (typeof value === 'string' && value) images[field] = await this.store(value, field);
    }
    const payload = tool.toPayload(toolBodyReader(tool, body, images));
    const { jobId } = await this.jobs.create(user.id, tool.id, payload).catch(async (err: unknown) => {
      await Promise.all(Object.values(images).map((url) => this.media.release(url)));
      throw err;
    });
    return this.answer(user, jobId, prefer, res);
  }

  /** Decodes, checks and re-encodes an uploaded image, then keeps it in media storage. */
  private async store(dataUrl: string, field: string): Promise<string> {
    const upload = await decodeImageUpload(dataUrl, field);
    return this.storage.put(upload.data, upload.type, { private: true });
  }

  /** Answers 202 for the queued job, or waits as `Prefer: wait=N` asks and answers 200 with the result. */
  private async answer(user: SessionUser, jobId: string, prefer: string | undefined, res: Response) {
    const wait = preferWaitSeconds(prefer);
    res.status(HttpStatus.ACCEPTED);
    if (!wait) return { jobId, status: 'queued' };
    res.setHeader('Preference-Applied', `wait=${wait}`);
    const job = await this.jobs.waitFor(jobId, user.id, wait * 1000);
    if (job.status === 'completed') {
      res.status(HttpStatus.OK);
      return job.result;
    }
    if (job.status === 'failed') {
      // answered here, not thrown: a failed job is an outcome, not an error of this server (no stack in the logs)
      const failure = jobFailureAnswer(job.error);
      res.status(failure.statusCode);
      return failure;
    }
    return { jobId, status: job.status };
  }
}

type ToolHandler = (
  this: ToolsController,
  user: SessionUser,
  body: ToolBody,
  prefer: string | undefined,
  res: Response,
) => Promise<unknown>;

/**
 * Adds one route method per catalogue entry ('fluxGenerate' for POST /api/flux-generate), decorated
 * as a hand-written one would be: Nest, the validation pipe (its body class) and swagger read them alike.
 */
function addToolRoute(tool: ToolDescriptor): void {
  const proto = ToolsController.prototype;
  const key = tool.id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const handler: ToolHandler = function (user, body, prefer, res) {
    return this.run(tool, user, body, prefer, res);
  };
  Object.defineProperty(proto, key, { value: handler, writable: true, configurable: true });
  const descriptor = Object.getOwnPropertyDescriptor(proto, key)!;
  Reflect.defineMetadata('design:paramtypes', [Object, TOOL_DTOS[tool.id], String, Object], proto, key);
  CurrentUser()(proto, key, 0);
  Body()(proto, key, 1);
  Headers('prefer')(proto, key, 2);
  Res({ passthrough: true })(proto, key, 3);
  for (const decorate of [Post(tool.apiPath), RateLimited('jobs'), ToolResponses(toolResultDto(tool))])
    decorate(proto, key, descriptor);
}

TOOLS.forEach(addToolRoute);
