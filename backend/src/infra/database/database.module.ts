import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { AppConfig } from '../../config/app-config';
import { connectDataSource, createDataSource, type Entities } from './data-source';

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The connection, with the tables the modules hand in (modules/entities.ts). */
  static forRoot(entities: Entities): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          inject: [AppConfig],
          useFactory: async (config: AppConfig) =>
            connectDataSource(() => createDataSource(config.settings.DATABASE_URL, entities)),
        },
      ],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown() {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
