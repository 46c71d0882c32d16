// The module edges of the backend (`npm run lint:deps`, part of `npm run lint` and of `npm test`'s static checks).
// Imports run one way: modules → infra → contracts. A module reaches another only through what that module
// exports for it (a service, a narrow writer that takes the caller's EntityManager, a guard, a view, a DTO),
// never through its repository or entity; no cycles between files, nor between the folders of modules/.
//
// Allowed on purpose, outside what imports can show: the meter. jobs.repository's `chargedInsert` takes a free
// user's credit (users) in the one statement that writes her job's row (generation_jobs): one round trip and no
// transaction held on the hot path the bench measures (bench/README.md, 2026-11-27). It names the users table in
// SQL only; it imports nothing of the users module. The other write of another module's table is infra's:
// infra/ai/replicate/prediction-ledger.ts records a job's prediction id (generation_jobs) so a retry resumes it
// (ESLint's one exception to "SQL only in repositories", eslint.config.mjs). Reads across tables in SQL (a feed
// page joins users for the author's name, feed/post-visibility.ts reads the open reports) are not edges here.
const SRC = '^src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-import-nothing',
      severity: 'error',
      comment:
        'contracts/ is read by the frontend too: of ours it imports only contracts/ (a package that runs in the browser, such as bs58, is fine)',
      from: { path: `${SRC}contracts/` },
      to: { pathNot: [`${SRC}contracts/`, 'node_modules/'] },
    },
    {
      name: 'infra-imports-no-module',
      severity: 'error',
      comment: 'infra/ is the outside world (database, queues, AI, storage): it knows no domain module',
      from: { path: `${SRC}infra/` },
      to: { path: [`${SRC}modules/`, `${SRC}app\\.module\\.ts$`] },
    },
    {
      name: 'no-foreign-repository-or-entity',
      severity: 'error',
      comment:
        "a module never imports another module's repository or entity (its tables are its own): it calls what that module exports (a service or a writer)",
      from: { path: `${SRC}modules/([^/]+)/` },
      to: { path: `${SRC}modules/[^/]+/.*\\.(repository|entity)\\.ts$`, pathNot: `${SRC}modules/$1/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'no file reaches itself through what it runs (a cycle of type-only imports, as between the contracts of tools and jobs, is gone once compiled)',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      scope: 'folder',
      comment:
        'the modules form a graph without cycles (no forwardRef): a module that needs one that needs it is one module too many or too few',
      from: { path: `${SRC}modules/` },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'regexpp declares its ast types as a module of their own, in its index.d.ts',
      from: {},
      to: { couldNotResolve: true, pathNot: '^@eslint-community/regexpp/ast$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '\\.test\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
    },
  },
};
