import {
  type ArgumentMetadata,
  Inject,
  Injectable,
  Logger,
  type PipeTransform,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';

import { MESSAGES } from '../../contracts';
import { Moderation } from '../../infra/ai/moderation/moderation.port';
import { adultOnlyFields } from './adult-only.decorator';
import { assertAdultText, type PolicyMode } from './content-policy';
import { isImageRequest } from './image-request';

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/**
 * The one guard of SAFETY.md section 1: every request body whose DTO has @AdultOnly fields is checked
 * with the rule policy (422), then, for prompt texts, by the optional moderation service (422 when it
 * flags sexual/minors, 503 when it does not answer).
 */
@Injectable()
export class AdultOnlyPipe implements PipeTransform {
  private readonly logger = new Logger('Safety');

  constructor(@Inject(Moderation) private readonly moderation: Moderation) {}

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body' || !value || typeof value !== 'object') return value;
    const fields = adultOnlyFields(metadata.metatype);
    if (!fields.length) return value;
    const byMode = new Map<PolicyMode, string[]>();
    for (const { property, mode } of fields) {
      const found = texts((value as Record<string, unknown>)[property]).filter((t) => t.trim());
      byMode.set(mode, [...(byMode.get(mode) ?? []), ...found]);
    }
    // a chat message asking for a picture reaches an image prompt: it is read as one
    const pictures = (byMode.get('chat') ?? []).filter((t) => isImageRequest(t.trim()));
    if (pictures.length) byMode.set('prompt', [...(byMode.get('prompt') ?? []), ...pictures]);
    for (const [mode, list] of byMode) assertAdultText(mode, ...list);
    const prompts = byMode.get('prompt') ?? [];
    if (prompts.length) await this.moderate(prompts.join('\n'));
    return value;
  }

  private async moderate(text: string): Promise<void> {
    let flagged: boolean;
    try {
      flagged = await this.moderation.flagsMinors(text);
    } catch (err) {
      this.logger.warn(`moderation did not answer: ${(err as Error).message}`);
      throw new ServiceUnavailableException(MESSAGES.featureUnavailable);
    }
    if (flagged) throw new UnprocessableEntityException(MESSAGES.adultsOnly);
  }
}
