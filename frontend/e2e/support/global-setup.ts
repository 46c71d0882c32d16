/** Vitest globalSetup of the e2e project: one server for the whole run, its URL given to every spec. */
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the built app under test answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** the Postgres database of that app, for fixture writes a spec cannot make through the UI */
    database: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('database', server.database);
  return async () => {
    await server.stop();
  };
}
