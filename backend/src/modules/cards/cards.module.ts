import { Module } from '@nestjs/common';

import { ChatDataModule } from '../chat/chat-data.module';
import { GirlsModule } from '../girls/girls.module';
import { CardsController } from './cards.controller';
import { CardsService } from './cards.service';
import { ChatExportController } from './chat-export.controller';
import { LorebookController } from './lorebook.controller';
import { LorebookService } from './lorebook.service';

/** Character cards in and out (a girl from a card, her card as PNG or JSON), her lorebook, and chat downloads. */
@Module({
  imports: [GirlsModule, ChatDataModule],
  controllers: [CardsController, ChatExportController, LorebookController],
  providers: [CardsService, LorebookService],
})
export class CardsModule {}
