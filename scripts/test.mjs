#!/usr/bin/env node
// `npm test`: builds, runs the static checks (typecheck, lint, module edges, format), then every suite in order (backend jest,
// frontend unit, frontend e2e),
// each streaming its own output, each writing a JSON report into test-results/. Ends with a
// per-suite summary whose very last line is `N passed, N failed` (summed over all suites).
// Exit code 0 only if nothing failed.
//
// Counting rules:
//   - passed / failed tests come from each suite's JSON report;
//   - a test file that failed without a failing test (does not compile, a hook threw) counts 1 failed;
//   - a suite that crashed before writing its report counts 1 failed;
//   - a suite that exited non-zero although its report shows no failure counts 1 failed;
//   - a suite whose folder has no test files is skipped (0 passed, 0 failed);
//   - a failed build counts 1 failed, and the e2e suite (which needs the build) is then not run;
//   - each static check counts 1 passed when it exits 0, else 1 failed: `npm run typecheck` (tsc for the
//     backend with its tests and for the frontend), `npm run lint:eslint` (ESLint, 0 warnings),
//     `npm run lint:deps` (dependency-cruiser: the module edges) and `npm run format:check` (Prettier).
//
// TEST_SUITE_TIMEOUT_MIN (default 50) stops a suite that hangs (a leaked handle, say): it is killed
// and counts 1 failed on top of what its report says.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
// 50: the backend suite takes about 25 min on a quiet 2-core host and over 30 on a loaded one (every test is
// bounded by jest's own testTimeout, so a hang still ends)
const TIMEOUT_MIN = Number(process.env.TEST_SUITE_TIMEOUT_MIN) > 0 ? Number(process.env.TEST_SUITE_TIMEOUT_MIN) : 50;
const TIMEOUT_MS = TIMEOUT_MIN * 60_000;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

const log = (msg) => console.log(`\n[test] ${msg}`);

const suites = [
  {
    name: 'backend (jest)',
    cwd: 'backend',
    folders: ['backend/src', 'backend/test'],
    pkg: 'jest',
    args: (json) => ['--runInBand', '--json', `--outputFile=${json}`],
    report: 'backend-jest.json',
  },
  {
    name: 'frontend unit (vitest)',
    cwd: 'frontend',
    folders: ['frontend/src'],
    pkg: 'vitest',
    args: (json) => ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${json}`],
    report: 'frontend-unit.json',
  },
  {
    name: 'frontend e2e (vitest)',
    cwd: 'frontend',
    folders: ['frontend/e2e'],
    pkg: 'vitest',
    args: (json) => ['run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile=${json}`],
    report: 'frontend-e2e.json',
    needsBuild: true,
  },
];

/** Whether a folder (recursively, skipping node_modules and dist) holds a *.test.* or *.spec.* file. */
function hasTestFiles(dir) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      if (hasTestFiles(join(dir, entry.name))) return true;
    } else if (TEST_FILE.test(entry.name)) {
      return true;
    }
  }
  return false;
}

/** The JS file behind a package's command, resolved from the workspace (hoisted or not). */
function binOf(pkg, fromDir) {
  const require = createRequire(join(root, fromDir, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[pkg]);
}

// --- running one command, with Ctrl-C forwarding and a timeout ------------------------------------
let current = null;
let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    interrupted = true;
    killGroup(current, sig === 'SIGHUP' ? 'SIGTERM' : sig);
  });
}
process.on('exit', () => killGroup(current, 'SIGKILL'));

function killGroup(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole group: the runner and whatever its tests started
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  }
}

/** Runs a command with inherited stdio in a process group of its own; resolves { code, signal, timedOut }. */
function run(command, args, cwd, timeoutMs) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env, detached: true });
    current = child;
    let timedOut = false;
    let killTimer;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          console.error(`\n[test] still running after ${TIMEOUT_MIN} min: stopping it.`);
          killGroup(child, 'SIGTERM');
          killTimer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
        }, timeoutMs)
      : null;
    const finish = (code, signal, error) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      if (current === child) current = null;
      // whatever the runner left behind in its group (servers its tests started) goes too
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* nothing left */
      }
      resolveRun({ code, signal, timedOut, error });
    };
    child.on('exit', (code, signal) => finish(code, signal));
    child.on('error', (err) => finish(null, null, err));
  });
}

const describeExit = ({ code, signal, error }) =>
  error ? `could not start: ${error.message}` : signal ? `killed by ${signal}` : `exit code ${code}`;

// --- reading a report -----------------------------------------------------------------------------
/** Counts a jest or vitest JSON report (both use jest's shape). */
function countReport(report) {
  const passed = Number(report.numPassedTests) || 0;
  let failed = Number(report.numFailedTests) || 0;
  const skipped = (Number(report.numPendingTests) || 0) + (Number(report.numTodoTests) || 0);
  // files that failed with no failing test inside: a compile or import error, a throwing hook
  const brokenFiles = (Array.isArray(report.testResults) ? report.testResults : []).filter(
    (file) =>
      file?.status === 'failed' &&
      !(Array.isArray(file.assertionResults) ? file.assertionResults : []).some((t) => t?.status === 'failed'),
  );
  failed += brokenFiles.length;
  const notes = brokenFiles.map((f) => `file failed to run: ${relative(root, String(f.name ?? '?'))}`);
  return { passed, failed, skipped, notes };
}

// --- the run --------------------------------------------------------------------------------------
const results = []; // { name, status, passed, failed, skipped, notes[] }
mkdirSync(resultsDir, { recursive: true });

log('building (npm run build)...');
const npm =
  process.env.npm_execpath && /npm-cli\.[cm]?js$/.test(process.env.npm_execpath)
    ? { command: process.execPath, prefix: [process.env.npm_execpath] }
    : { command: 'npm', prefix: [] };
const build = await run(npm.command, [...npm.prefix, 'run', 'build'], root, TIMEOUT_MS);
const buildOk = build.code === 0 && !build.timedOut;
results.push(
  buildOk
    ? { name: 'build', status: 'ok', passed: 0, failed: 0, skipped: 0, notes: [] }
    : {
        name: 'build',
        status: `FAILED (${describeExit(build)}): counted as 1 failed`,
        passed: 0,
        failed: 1,
        skipped: 0,
        notes: [],
      },
);

const checks = [
  { name: 'typecheck (tsc)', script: 'typecheck' },
  { name: 'lint (eslint, 0 warnings)', script: 'lint:eslint' },
  { name: 'module edges (dependency-cruiser)', script: 'lint:deps' },
  { name: 'format (prettier --check)', script: 'format:check' },
];
for (const check of checks) {
  if (interrupted) break;
  log(`${check.name}: running (npm run ${check.script})...`);
  const exit = await run(npm.command, [...npm.prefix, 'run', check.script], root, TIMEOUT_MS);
  const ok = exit.code === 0 && !exit.timedOut;
  results.push({
    name: check.name,
    status: exit.timedOut ? `timed out after ${TIMEOUT_MIN} min` : describeExit(exit),
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    notes: ok ? [] : [`see its output above; \`npm run ${check.script}\` repeats it`],
  });
}

for (const suite of suites) {
  if (interrupted) break;
  const base = { name: suite.name, passed: 0, failed: 0, skipped: 0, notes: [] };
  if (!suite.folders.some((dir) => hasTestFiles(join(root, dir)))) {
    log(
      `${suite.name}: no test files in ${suite.folders.filter((d) => existsSync(join(root, d))).join(', ') || suite.folders[0]}: skipped.`,
    );
    results.push({ ...base, status: 'skipped (no test files)' });
    continue;
  }
  if (suite.needsBuild && !buildOk) {
    log(`${suite.name}: not run, the build failed.`);
    results.push({ ...base, status: 'not run (the build failed)' });
    continue;
  }
  let bin;
  try {
    bin = binOf(suite.pkg, suite.cwd);
  } catch {
    log(`${suite.name}: ${suite.pkg} is not installed (npm ci?).`);
    results.push({ ...base, status: `crashed: ${suite.pkg} is not installed`, failed: 1 });
    continue;
  }
  const json = join(resultsDir, suite.report);
  rmSync(json, { force: true });
  log(`${suite.name}: running...`);
  const exit = await run(process.execPath, [bin, ...suite.args(json)], join(root, suite.cwd), TIMEOUT_MS);

  let report = null;
  let readError = null;
  if (existsSync(json)) {
    try {
      report = JSON.parse(readFileSync(json, 'utf8'));
    } catch (err) {
      readError = err.message;
    }
  }
  if (!report) {
    const why = readError ? `its report is unreadable (${readError})` : 'no report written';
    results.push({ ...base, status: `crashed (${describeExit(exit)}, ${why})`, failed: 1 });
    continue;
  }
  const counted = countReport(report);
  const entry = { ...base, ...counted, status: describeExit(exit) };
  if (exit.timedOut) {
    entry.failed += 1;
    entry.notes.push(`timed out after ${TIMEOUT_MIN} min (counted as 1 failed)`);
  } else if (exit.code !== 0 && entry.failed === 0) {
    entry.failed = 1;
    entry.notes.push(`${describeExit(exit)} although no test failed (counted as 1 failed)`);
  }
  results.push(entry);
}

// --- the summary: its last line is exactly "N passed, N failed" -------------------------------------
const totalPassed = results.reduce((n, r) => n + r.passed, 0);
const failedSum = results.reduce((n, r) => n + r.failed, 0);
const totalFailed = interrupted && failedSum === 0 ? 1 : failedSum; // an interrupted run never passes
const width = Math.max(...results.map((r) => r.name.length)) + 2;
const lines = ['', '──────── test summary ────────'];
for (const r of results) {
  const counts = r.name === 'build' ? '' : `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped  `;
  lines.push(`${r.name.padEnd(width)}${counts}[${r.status}]`);
  for (const note of r.notes) lines.push(`${' '.repeat(width)}- ${note}`);
}
if (interrupted) lines.push('interrupted: the remaining suites were not run');
lines.push(`reports: ${relative(root, resultsDir)}/`);
lines.push(`${totalPassed} passed, ${totalFailed} failed`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = totalFailed === 0 ? 0 : 1;
