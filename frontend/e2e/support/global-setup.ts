/** Vitest globalSetup of the e2e project: one server for the whole run, its URL given to every spec. */
import { randomBytes } from 'node:crypto';

import type { TestProject } from 'vitest/node';

import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the built app under test answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** the Postgres database of that app, for fixture writes a spec cannot make through the UI */
    database: string;
    /** the one admin (ADMIN_USERNAMES) of that app: a name no other spec signs up with */
    adminUsername: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUsername = `e2e_admin_${randomBytes(5).toString('hex')}`;
  const server = await startServer({ env: { ADMIN_USERNAMES: adminUsername } });
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminUsername', adminUsername);
  project.provide('database', server.database);
  return async () => {
    await server.stop();
  };
}
