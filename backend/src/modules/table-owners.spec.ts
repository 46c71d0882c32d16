import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * One owner per table (issue #15): only a table's own module writes it, SQL lives in repositories,
 * and nobody opens a TypeORM repository of another module's entity. Read from the source tree.
 */

const SRC = join(__dirname, '..');

/** Every table and the module (folder under src/modules) that owns it. */
const OWNERS: Record<string, string> = {
  users: 'users',
  girls: 'girls',
  pictures: 'pics',
  feed_posts: 'feed',
  chat_messages: 'chat',
  chat_memories: 'chat',
  post_reports: 'reports',
  moderation_audit: 'reports',
  reporter_standing: 'reports',
  payments: 'subscriptions',
  payment_intents: 'subscriptions',
  generation_jobs: 'jobs',
};

/** Files that may still run SQL outside a repository, each with why (paths from src/). */
const RAW_SQL_ALLOWED: Record<string, string> = {
  'infra/ai/replicate/prediction-ledger.ts':
    'the prediction id of a generation_jobs row, written by the Replicate adapter',
};

/** Writes another module's table on purpose, with why. */
const FOREIGN_WRITES_ALLOWED: Record<string, string> = {
  'infra/ai/replicate/prediction-ledger.ts':
    'records the prediction id on its job (generation_jobs) so a retry resumes it',
  'modules/jobs/jobs.repository.ts':
    "the meter: a free user's credit (users) is taken in the statement that writes her job's row, one round trip and no transaction held (bench/README.md, 2026-11-27)",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The code without its comments (which may say UPDATE in prose). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** `.query(` outside a repository, infra/database and the allowed files. */
export function rawSqlOutsideRepositories(file: string, text: string): string[] {
  if (file.endsWith('.repository.ts') || file.startsWith('infra/database/') || RAW_SQL_ALLOWED[file]) return [];
  return /\.query\(/.test(text) ? [`${file}: runs SQL (.query) outside a repository`] : [];
}

/** INSERT INTO / UPDATE / DELETE FROM a table whose owner is another module. */
export function foreignTableWrites(file: string, text: string): string[] {
  if (FOREIGN_WRITES_ALLOWED[file]) return [];
  const own = moduleOf(file);
  const problems: string[] = [];
  for (const [, table] of code(text).matchAll(/(?:INSERT INTO|(?<!DO |FOR )UPDATE|DELETE FROM)\s+([a-z_]+)\b/g)) {
    const owner = OWNERS[table];
    if (!owner) problems.push(`${file}: writes ${table}, a table with no owner in table-owners.spec.ts`);
    else if (owner !== own) problems.push(`${file}: writes ${table}, which belongs to modules/${owner}`);
  }
  return problems;
}

/** getRepository(X), m.update(X, ...), .into(X), ... of an entity imported from another module. */
export function foreignEntityAccess(file: string, text: string): string[] {
  const own = moduleOf(file);
  const problems: string[] = [];
  for (const [, entity] of text.matchAll(
    /\b(?:getRepository|into|findOneOrFail|findOneBy|findOne|find|update|insert|delete|save|existsBy)\((\w+Entity)\b/g,
  )) {
    const from = new RegExp(`import[^;]*\\b${entity}\\b[^;]*from '([^']+)'`).exec(text)?.[1] ?? '';
    const owner = /(?:^\.\.\/|modules\/)([^/.]+)\//.exec(from)?.[1] ?? own;
    if (owner !== own) problems.push(`${file}: uses ${entity} of modules/${owner} directly; call its repository`);
  }
  return problems;
}

describe('one owner per table', () => {
  const files = sourceFiles(SRC)
    .map((path) => relative(SRC, path).split(sep).join('/'))
    .filter((file) => !file.startsWith('infra/database/migrations/'));
  const read = (file: string) => readFileSync(join(SRC, file), 'utf8');

  it('SQL runs only in repositories (and infra/database)', () => {
    expect(files.flatMap((file) => rawSqlOutsideRepositories(file, read(file)))).toEqual([]);
  });

  it("only a table's own module writes it", () => {
    expect(files.flatMap((file) => foreignTableWrites(file, read(file)))).toEqual([]);
  });

  it("nobody opens another module's entity", () => {
    expect(files.flatMap((file) => foreignEntityAccess(file, read(file)))).toEqual([]);
  });

  it('every allowed exception still exists (a moved file loses its exception)', () => {
    expect(
      [...Object.keys(RAW_SQL_ALLOWED), ...Object.keys(FOREIGN_WRITES_ALLOWED)].filter((file) => !files.includes(file)),
    ).toEqual([]);
  });

  it('catches what it is there to catch', () => {
    expect(
      rawSqlOutsideRepositories(
        'modules/pics/pics.service.ts',
        `await m.query('DELETE FROM pictures WHERE id = $1', [id]);`,
      ),
    ).toHaveLength(1);
    expect(rawSqlOutsideRepositories('modules/pics/pictures.repository.ts', `await m.query('SELECT 1');`)).toEqual([]);
    expect(
      foreignTableWrites('modules/pics/pictures.repository.ts', `'DELETE FROM feed_posts WHERE girl_id = $1'`),
    ).toHaveLength(1);
    expect(foreignTableWrites('modules/chat/chat.service.ts', '`UPDATE girls SET bio = $2`')).toHaveLength(1);
    expect(foreignTableWrites('modules/jobs/job-ledger.ts', "'UPDATE users SET credits = credits + 1'")).toHaveLength(
      1,
    );
    expect(
      foreignTableWrites(
        'modules/feed/feed-posts.repository.ts',
        'INSERT INTO feed_posts (x) VALUES (1) ON CONFLICT (job_id) DO UPDATE SET job_id = 1',
      ),
    ).toEqual([]);
    expect(
      foreignTableWrites(
        'modules/feed/feed-posts.repository.ts',
        "'SELECT id FROM feed_posts WHERE id = $1 FOR UPDATE'",
      ),
    ).toEqual([]);
    expect(
      foreignTableWrites('modules/feed/feed-posts.repository.ts', "'INSERT INTO likes (x) VALUES (1)'"),
    ).toHaveLength(1);
    expect(
      foreignTableWrites(
        'modules/jobs/job-ledger.ts',
        '// TypeORM answers an UPDATE as [rows, count]\n/** one UPDATE decides */',
      ),
    ).toEqual([]);
    const foreign = `import { UserEntity } from '../users/user.entity';\nconst u = await this.db.getRepository(UserEntity).findOneBy({ id });`;
    expect(foreignEntityAccess('modules/subscriptions/subscriptions.service.ts', foreign)).toHaveLength(1);
    expect(
      foreignEntityAccess(
        'modules/users/users.repository.ts',
        `import { UserEntity } from './user.entity';\nm.findOneOrFail(UserEntity, {});`,
      ),
    ).toEqual([]);
    expect(
      foreignEntityAccess(
        'modules/subscriptions/payments.service.ts',
        `import { UserEntity } from '../users/user.entity';\nawait m.update(UserEntity, { id }, {});`,
      ),
    ).toHaveLength(1);
  });
});
