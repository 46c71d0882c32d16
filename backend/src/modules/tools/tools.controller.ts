import { BadRequestException, Body, Controller, Headers, HttpStatus, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCookieAuth, ApiExtraModels, ApiHeader, ApiOkResponse, ApiPayloadTooLargeResponse, ApiServiceUnavailableResponse, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES, type ApiError, type JobKind, type JobPayload } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { reasonPhrase } from '../../infra/http/http-errors';
import { RateLimited } from '../../infra/limits/rate-limit.guard';
import { decodeImageUpload } from '../../infra/storage/image-upload';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { toolImagePrompt } from '../girls/prompts';
import { JobAcceptedDto } from '../jobs/dto/job.dto';
import { JobsService } from '../jobs/jobs.service';
import { FluxGenerateDto, ImageUrlResultDto } from './dto/flux-generate.dto';
import { FaceSwapDto, GifGenerateDto, GifResultDto, OutputResultDto, RemoveBackgroundDto, UpscaleDto, VideoGenerateDto, VideoResultDto } from './dto/media-tools.dto';
import { preferWaitSeconds } from './prefer-wait';

const PREFER_HEADER = { name: 'Prefer', required: false, description: '`wait=N`: wait up to N (at most 60) seconds for the result' };

/** The swagger decorators every tool shares: 202 queued, or 200 with the result under Prefer: wait. */
function ToolResponses(result: new () => object): MethodDecorator {
  const decorators = [
    ApiHeader(PREFER_HEADER),
    ApiAcceptedResponse({ type: JobAcceptedDto, description: 'queued; the result is pushed as job:completed' }),
    ApiOkResponse({ type: result, description: 'with Prefer: wait=N, when the job ended in time' }),
    ApiBadRequestResponse({ type: ApiErrorDto, description: 'a validation message of the product spec' }),
    ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: 'an image over 10 MiB or 40 megapixels' }),
    ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto, description: 'not a PNG, JPEG, WebP or GIF image' }),
    ApiUnprocessableEntityResponse({
      type: ApiErrorDto,
      description: 'the content policy refused the prompt; with Prefer: wait, the safety filter blocked the output or (face swap) an image has no face',
    }),
    ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'with Prefer: wait, the job failed (the provider failed; any credit is given back)' }),
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
  const statusCode = error && UNPROCESSABLE.has(error) ? HttpStatus.UNPROCESSABLE_ENTITY : HttpStatus.SERVICE_UNAVAILABLE;
  return { statusCode, message: error ?? MESSAGES.toolFailed, error: reasonPhrase(statusCode) };
}

const blank = (text: string | undefined) => !text?.trim();

/** The six image and video tools. Each answers 202 { jobId } at once; results are private (never on the feed). */
@ApiTags('tools')
@ApiCookieAuth()
@ApiExtraModels(ApiErrorDto)
@UseGuards(SessionGuard)
@Controller()
export class ToolsController {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  @Post('flux-generate')
  @RateLimited('jobs')
  @ToolResponses(ImageUrlResultDto)
  async fluxGenerate(@CurrentUser() user: SessionUser, @Body() body: FluxGenerateDto, @Headers('prefer') prefer: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (blank(body.prompt) && !body.imageBase64) throw new BadRequestException(MESSAGES.promptOrImage);
    const imageUrl = body.imageBase64 ? await this.store(body.imageBase64, 'imageBase64') : null;
    return this.queue(user, 'flux-generate', {
      prompt: toolImagePrompt(body.prompt, !!imageUrl),
      aspectRatio: body.aspectRatio ?? '1:1',
      steps: body.steps ?? 25,
      guidance: body.guidance ?? 3,
      interval: body.interval ?? 2,
      imageUrl,
    }, prefer, res);
  }

  @Post('video-generate')
  @RateLimited('jobs')
  @ToolResponses(VideoResultDto)
  async videoGenerate(@CurrentUser() user: SessionUser, @Body() body: VideoGenerateDto, @Headers('prefer') prefer: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (blank(body.prompt) || !body.image) throw new BadRequestException(MESSAGES.promptAndStartImage);
    const imageUrl = await this.store(body.image, 'image');
    return this.queue(user, 'video-generate', { prompt: body.prompt!.trim(), negativePrompt: body.negative_prompt?.trim() || null, imageUrl }, prefer, res);
  }

  @Post('gif-generate')
  @RateLimited('jobs')
  @ToolResponses(GifResultDto)
  async gifGenerate(@CurrentUser() user: SessionUser, @Body() body: GifGenerateDto, @Headers('prefer') prefer: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (blank(body.prompt) || !body.image) throw new BadRequestException(MESSAGES.imageAndPrompt);
    const imageUrl = await this.store(body.image, 'image');
    return this.queue(user, 'gif-generate', { prompt: body.prompt!.trim(), imageUrl }, prefer, res);
  }

  @Post('face-swap')
  @RateLimited('jobs')
  @ToolResponses(OutputResultDto)
  async faceSwap(@CurrentUser() user: SessionUser, @Body() body: FaceSwapDto, @Headers('prefer') prefer: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (!body.input_image || !body.swap_image) throw new BadRequestException(MESSAGES.bothImages);
    if (body.consent !== true) throw new BadRequestException(MESSAGES.faceSwapConsent);
    const [inputUrl, swapUrl] = [await this.store(body.input_image, 'input_image'), await this.store(body.swap_image, 'swap_image')];
    return this.queue(user, 'face-swap', { inputUrl, swapUrl }, prefer, res);
  }

  @Post('remove-background')
  @RateLimited('jobs')
  @ToolResponses(OutputResultDto)
  async removeBackground(@CurrentUser() user: SessionUser, @Body() body: RemoveBackgroundDto, @Headers('prefer') prefer: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (!body.image) throw new BadRequestException(MESSAGES.uploadImage);
    return this.queue(user, 'remove-background', { imageUrl: await this.store(body.image, 'image') }, prefer, res);
  }

  @Post('upscale')
  @RateLimited('jobs')
  @ToolResponses(ImageUrlResultDto)
  async upscale(@CurrentUser() user: SessionUser, @Body() body: UpscaleDto, @Headers('prefer') prefer: string | undefined, @Res({ passthrough: true }) res: Response) {
    if (blank(body.prompt) && !body.imageBase64) throw new BadRequestException(MESSAGES.promptOrImage);
    const imageUrl = body.imageBase64 ? await this.store(body.imageBase64, 'imageBase64') : null;
    return this.queue(user, 'upscale', { prompt: body.prompt?.trim() ?? '', imageUrl }, prefer, res);
  }

  /** Decodes, checks and re-encodes an uploaded image, then keeps it in media storage. */
  private async store(dataUrl: string, field: string): Promise<string> {
    const upload = await decodeImageUpload(dataUrl, field);
    return this.storage.put(upload.data, upload.type);
  }

  /** Queues the job and answers 202, or waits as `Prefer: wait=N` asks and answers 200 with the result. */
  private async queue<K extends JobKind>(user: SessionUser, kind: K, payload: JobPayload<K>, prefer: string | undefined, res: Response) {
    const { jobId } = await this.jobs.create(user.id, kind, payload);
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
