import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The module edges (backend/.dependency-cruiser.cjs, run by `npm run lint:deps`) reject what they are
 * there to reject: dependency-cruiser runs with the project's config on a small source tree.
 */
const CONFIG = join(__dirname, '..', '.dependency-cruiser.cjs');
/** its command (the package exports no path to it), found where Node would find the package */
const CLI = (require.resolve.paths('dependency-cruiser') ?? [])
  .map((dir) => join(dir, 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'))
  .find((path) => existsSync(path)) as string;

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'edges-'));
  const all = { 'tsconfig.json': '{ "compilerOptions": { "module": "CommonJS" }, "include": ["src"] }', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Every violation as "rule: from → to" (a cycle by its first step). */
function cruise(root: string): string[] {
  const run = spawnSync(process.execPath, [CLI, 'src', '--config', CONFIG, '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

/** A module `a` with its table (entity, repository) and the writer it exports; `b` calls the writer. */
const GOOD = {
  'src/contracts/c.ts': 'export const C = 1;',
  'src/infra/q/q.ts': "import { C } from '../../contracts/c';\nexport const Q = C;",
  'src/modules/a/a.entity.ts': "export class AEntity { id = ''; }",
  'src/modules/a/a.repository.ts':
    "import { AEntity } from './a.entity';\nexport class ARepository { e = new AEntity(); }",
  'src/modules/a/a.writer.ts':
    "import { ARepository } from './a.repository';\nexport class AWriter { r = new ARepository(); }",
  'src/modules/b/b.service.ts':
    "import { AWriter } from '../a/a.writer';\nimport { Q } from '../../infra/q/q';\nexport const B = [AWriter, Q];",
};

describe('the module edges', () => {
  it('let a module call what another exports, infra read contracts, and contracts stand alone', () => {
    expect(cruise(tree(GOOD))).toEqual([]);
  });

  it("reject another module's repository or entity (a type import too), infra reaching a module, contracts importing", () => {
    const root = tree({
      ...GOOD,
      'src/modules/b/b.reader.ts':
        "import { ARepository } from '../a/a.repository';\nimport type { AEntity } from '../a/a.entity';\nexport const X: AEntity[] = [];\nexport const Y = ARepository;",
      'src/infra/q/r.ts': "import { B } from '../../modules/b/b.service';\nexport const R = B;",
      'src/contracts/d.ts': "import { Q } from '../infra/q/q';\nexport const D = Q;",
    });
    expect(cruise(root)).toEqual(
      [
        'contracts-import-nothing: src/contracts/d.ts → src/infra/q/q.ts',
        'infra-imports-no-module: src/infra/q/r.ts → src/modules/b/b.service.ts',
        'no-foreign-repository-or-entity: src/modules/b/b.reader.ts → src/modules/a/a.entity.ts',
        'no-foreign-repository-or-entity: src/modules/b/b.reader.ts → src/modules/a/a.repository.ts',
        // infra → b → infra is a cycle between folders too
        'no-circular-modules: src/modules/b → src/infra/q',
      ].sort(),
    );
  });

  it('reject a cycle between two modules, even through files that are not in a cycle themselves', () => {
    const root = tree({
      ...GOOD,
      'src/modules/a/a.back.ts': "import { B } from '../b/b.service';\nexport const A2 = B;",
    });
    expect(cruise(root)).toEqual([
      'no-circular-modules: src/modules/a → src/modules/b',
      'no-circular-modules: src/modules/b → src/modules/a',
    ]);
  });

  it('reject a cycle between files', () => {
    const root = tree({
      ...GOOD,
      'src/modules/a/a.one.ts': "import { TWO } from './a.two';\nexport const ONE = () => TWO;",
      'src/modules/a/a.two.ts': "import { ONE } from './a.one';\nexport const TWO = () => ONE;",
    });
    const found = cruise(root);
    expect(found.length).toBeGreaterThan(0);
    for (const violation of found) expect(violation).toMatch(/^no-circular: src\/modules\/a\/a\.(one|two)\.ts → /);
  });
});
