import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GirlDto, LimitQueryDto } from './dto/girl.dto';
import { GirlsService } from './girls.service';

@ApiTags('girls')
@Controller('girls')
export class GirlsController {
  constructor(@Inject(GirlsService) private readonly girls: GirlsService) {}

  @Get('random')
  @ApiOkResponse({ type: [GirlDto], description: 'girls with a portrait, random order (public); pics are not included' })
  random(@Query() query: LimitQueryDto) {
    return this.girls.random(query.limit ?? 8);
  }
}
