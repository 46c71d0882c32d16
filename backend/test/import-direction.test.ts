import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { JOB_QUEUES } from '../src/contracts';

/**
 * Imports run one way: modules → infra → contracts, never back. No file under infra imports from
 * modules; contracts (read by the frontend too) import nothing outside contracts, not even a package.
 */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

/** Every import in `src` that breaks the direction, as "file: specifier". */
function wrongWay(src: string): string[] {
  const infra = join(src, 'infra');
  const modules = join(src, 'modules');
  const contracts = join(src, 'contracts');
  const found: string[] = [];
  for (const [dir, allowed] of [
    [infra, (target: string | null) => target === null || !inside(target, modules)],
    [contracts, (target: string | null) => target !== null && inside(target, contracts)],
  ] as const) {
    for (const file of sourceFiles(dir)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = spec.startsWith('.') ? resolve(dirname(file), spec) : null;
        if (!allowed(target)) found.push(`${relative(src, file)}: ${spec}`);
      }
    }
  }
  return found;
}

/** The plumbing every job crosses: it knows no kind by name (each job's own file says what it does). */
const PLUMBING = [
  'modules/jobs/job-runner.service.ts',
  'modules/jobs/queue-processors.ts',
  'modules/jobs/stranded-jobs.sweep.ts',
  'modules/jobs/job-handlers.ts',
  'infra/queue/job-events.service.ts',
  'infra/realtime/realtime.gateway.ts',
  'infra/realtime/redis-push.ts',
];

describe("the job pipeline's plumbing", () => {
  it('names no kind of the job catalogue', () => {
    const kinds = Object.keys(JOB_QUEUES);
    const named = PLUMBING.flatMap((file) => {
      const text = readFileSync(join(__dirname, '..', 'src', file), 'utf8');
      return kinds.filter((kind) => new RegExp(`['"\`]${kind}['"\`]`).test(text)).map((kind) => `${file}: ${kind}`);
    });
    expect(named).toEqual([]);
  });
});

describe('import direction', () => {
  it('no file under infra imports from modules, and contracts import only contracts', () => {
    expect(wrongWay(join(__dirname, '..', 'src'))).toEqual([]);
  });

  it('names each import that runs the wrong way', () => {
    const src = mkdtempSync(join(tmpdir(), 'imports-'));
    for (const dir of ['infra/queue', 'modules/jobs', 'contracts']) mkdirSync(join(src, dir), { recursive: true });
    writeFileSync(
      join(src, 'infra/queue/a.ts'),
      "import { x } from '../../modules/jobs/x';\nimport { y } from '../../contracts';\n",
    );
    writeFileSync(join(src, 'modules/jobs/b.ts'), "import { a } from '../../infra/queue/a';\n");
    writeFileSync(
      join(src, 'contracts/c.ts'),
      "import type { A } from '../infra/queue/a';\nimport { z } from 'zod';\nimport { d } from './d';\n",
    );
    expect(wrongWay(src).sort()).toEqual([
      `contracts${sep}c.ts: ../infra/queue/a`,
      `contracts${sep}c.ts: zod`,
      `infra${sep}queue${sep}a.ts: ../../modules/jobs/x`,
    ]);
  });
});
