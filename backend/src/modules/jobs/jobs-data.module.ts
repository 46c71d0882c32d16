import { Module } from '@nestjs/common';

import { UsersDataModule } from '../users/users-data.module';
import { JobLedger } from './job-ledger';
import { JobsRepository } from './jobs.repository';

/** The generation_jobs table and the credit ledger over it, for both processes (this module's own). */
@Module({ imports: [UsersDataModule], providers: [JobsRepository, JobLedger], exports: [JobsRepository, JobLedger] })
export class JobsDataModule {}
