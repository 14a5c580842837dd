// What the consumer tests share. Each consumer is a small project under
// tests/consumers/<name>/; a test copies it to a scratch folder, installs the packed
// package into it (plus the project's own devDependencies, from the npm registry), builds
// it if it has a build, and runs it: in Node, or served over http on 127.0.0.1 in headless
// Chromium.
//
//   COGITATOR_TARBALL     the packed package (scripts/test.sh sets it); else pkg/ is packed
//   COGITATOR_TEST_OUTPUT where screenshots and logs of failures go
//                         (default: test-output/consumers/ in the repository)
//   COGITATOR_KEEP_TMP=1  keep the scratch projects

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

import { startServer } from '../../scripts/serve.mjs';
import { CHROMIUM, ARGS } from '../browser/chromium.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONSUMERS = path.join(ROOT, 'tests', 'consumers');
export const OUTPUT = path.resolve(process.env.COGITATOR_TEST_OUTPUT || path.join(ROOT, 'test-output', 'consumers'));
export const TSC = path.join(ROOT, 'node_modules', '.bin', 'tsc');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cogitator-consumers-'));
process.on('exit', () => {
  if (process.env.COGITATOR_KEEP_TMP === '1') console.log(`consumer projects kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
});

/** Runs a command; throws with its output when it exits non-zero (unless `check: false`). */
export function run(cmd, args, { cwd, input, env, check = true } = {}) {
  const res = spawnSync(cmd, args, {
    cwd,
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.error) throw res.error;
  if (check && res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${res.status}\n${res.stdout}\n${res.stderr}`);
  }
  return res;
}

let packed;
/** The packed package: COGITATOR_TARBALL, or pkg/ packed once per run. */
export function tarball() {
  if (packed) return packed;
  if (process.env.COGITATOR_TARBALL) {
    packed = path.resolve(process.env.COGITATOR_TARBALL);
  } else {
    const pkg = path.join(ROOT, 'pkg');
    if (!existsSync(path.join(pkg, 'package.json'))) throw new Error('pkg/ is not built: run scripts/build.sh');
    const dest = path.join(scratch, 'tarball');
    mkdirSync(dest);
    const out = run('npm', ['pack', pkg, '--silent', '--pack-destination', dest]).stdout.trim().split('\n').pop();
    packed = path.join(dest, out);
  }
  if (!existsSync(packed)) throw new Error(`no package tarball at ${packed}`);
  return packed;
}

/**
 * Copies tests/consumers/<name> to a scratch folder and installs the package tarball into
 * it (which also installs the project's devDependencies). Returns the folder.
 */
export function project(name) {
  const dir = path.join(scratch, name);
  cpSync(path.join(CONSUMERS, name), dir, { recursive: true });
  run('npm', ['install', tarball(), '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  return dir;
}

/** Serves `dir` at / on 127.0.0.1 (a free port), with extra response headers. */
export function serve(dir, headers = {}) {
  return startServer({ port: 0, mounts: { '/': dir }, headers });
}

/** Headless Chromium with a fresh profile. */
export async function browser() {
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM} (run scripts/setup.sh --browser)`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cogitator-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1000, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `url` in a new page that records page errors, console messages and failed
 * responses (of the page and its frames) in `log`.
 */
export async function open(context, url) {
  const page = await context.newPage();
  const log = [];
  const errors = [];
  page.on('pageerror', (err) => {
    errors.push(`page error: ${err.message}`);
    log.push(`page error: ${err.stack || err.message}`);
  });
  page.on('console', (msg) => {
    log.push(`console.${msg.type()}: ${msg.text()}`);
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
  });
  page.on('response', (res) => {
    log.push(`${res.status()} ${res.url()}`);
    if (res.status() >= 400) errors.push(`HTTP ${res.status()} ${res.url()}`);
  });
  page.on('worker', (worker) => log.push(`worker: ${worker.url()}`));
  page.on('requestfailed', (req) => {
    const line = `request failed: ${req.url()} (${req.failure()?.errorText})`;
    log.push(line);
    errors.push(line);
  });
  await page.goto(url);
  return { page, log, errors };
}

/**
 * Runs `body`; when it throws, saves a screenshot of `page` (if any) and the log lines to
 * OUTPUT/<name>.png and .log, says where, and rethrows.
 */
export async function keepEvidence(name, state, body) {
  try {
    return await body();
  } catch (err) {
    mkdirSync(OUTPUT, { recursive: true });
    const base = path.join(OUTPUT, name);
    if (state.page) {
      await state.page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
    }
    writeFileSync(`${base}.log`, [...(state.log ?? []), '', String(err.stack || err)].join('\n') + '\n');
    console.log(`${name} failed: screenshot and log in ${base}.{png,log}`);
    throw err;
  }
}
