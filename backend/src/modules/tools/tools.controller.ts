import { BadRequestException, Body, Controller, Headers, HttpException, HttpStatus, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCookieAuth, ApiHeader, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES, type JobKind, type JobPayload } from '../../contracts';
import { ApiErrorDto } from '../../infra/http/api-error.dto';
import { decodeImageUpload } from '../../infra/storage/image-upload';
import { MediaStorage } from '../../infra/storage/media-storage.port';
import { CurrentUser, SessionGuard, type SessionUser } from '../auth/session.guard';
import { assertAdultContent } from '../girls/content-policy';
import { toolImagePrompt } from '../girls/prompts';
import { JobAcceptedDto } from '../jobs/dto/job.dto';
import { JobsService } from '../jobs/jobs.service';
import { FluxGenerateDto, ImageUrlResultDto } from './dto/flux-generate.dto';
import { preferWaitSeconds } from './prefer-wait';

const PREFER_HEADER = { name: 'Prefer', required: false, description: '`wait=N`: wait up to N (at most 60) seconds for the result' };

@ApiTags('tools')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller()
export class ToolsController {
  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
  ) {}

  @Post('flux-generate')
  @ApiHeader(PREFER_HEADER)
  @ApiAcceptedResponse({ type: JobAcceptedDto, description: 'queued; the result { imageUrl } is pushed as job:completed' })
  @ApiOkResponse({ type: ImageUrlResultDto, description: 'with Prefer: wait=N, when the job ended in time' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Please enter a prompt or upload an image!'" })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'the content policy refused the prompt' })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto })
  @ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async fluxGenerate(
    @CurrentUser() user: SessionUser,
    @Body() body: FluxGenerateDto,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const hasPrompt = !!body.prompt?.trim();
    if (!hasPrompt && !body.imageBase64) throw new BadRequestException(MESSAGES.promptOrImage);
    assertAdultContent(body.prompt);
    const upload = body.imageBase64 ? await decodeImageUpload(body.imageBase64, 'imageBase64') : null;
    const imageUrl = upload ? await this.storage.put(upload.data, upload.type) : null;
    return this.queue(user, 'flux-generate', {
      prompt: toolImagePrompt(body.prompt, !!upload),
      aspectRatio: body.aspectRatio ?? '1:1',
      steps: body.steps ?? 25,
      guidance: body.guidance ?? 3,
      interval: body.interval ?? 2,
      imageUrl,
    }, prefer, res);
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
    if (job.status === 'failed') throw new HttpException(job.error ?? MESSAGES.toolFailed, HttpStatus.BAD_GATEWAY);
    return { jobId, status: job.status };
  }
}
