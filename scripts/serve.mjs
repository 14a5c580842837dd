#!/usr/bin/env node
// A small static file server for the demo page and the built package. It listens on
// 127.0.0.1 only and serves:
//   /pkg/...  from pkg/ (the built npm package)
//   /...      from www/ (the demo page)
//
//   node scripts/serve.mjs                   # PORT env or 8080; a free port if taken
//   node scripts/serve.mjs --port 0          # any free port
//   node scripts/serve.mjs --pkg DIR         # serve another copy of the package
//   node scripts/serve.mjs --mount /x/=DIR   # extra mounts (longest prefix wins)
//
// Also importable: `startServer({ port, mounts, onReport })` returns `{ url, port, close }`.

import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export function defaultMounts(pkgDir = path.join(ROOT, 'pkg')) {
  return { '/pkg/': pkgDir, '/': path.join(ROOT, 'www') };
}

function resolveFile(mounts, urlPath) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    if (!urlPath.startsWith(prefix) && urlPath + '/' !== prefix) continue;
    const base = path.resolve(mounts[prefix]);
    const rest = urlPath.slice(prefix.length);
    const file = path.resolve(base, '.' + path.posix.normalize('/' + rest));
    if (file !== base && !file.startsWith(base + path.sep)) return null; // outside the mount
    return file;
  }
  return null;
}

async function handle(mounts, req, res, headers = {}) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('bad request');
    return;
  }
  // A mount prefix without its trailing slash: redirect so relative URLs work.
  if (!urlPath.endsWith('/') && mounts[urlPath + '/']) {
    res.writeHead(301, { Location: urlPath + '/' }).end();
    return;
  }
  let file = resolveFile(mounts, urlPath);
  let stat = file && (await fs.stat(file).catch(() => null));
  if (stat && stat.isDirectory()) {
    if (!urlPath.endsWith('/')) {
      res.writeHead(301, { Location: urlPath + '/' }).end();
      return;
    }
    file = path.join(file, 'index.html');
    stat = await fs.stat(file).catch(() => null);
  }
  if (!stat || !stat.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${urlPath}\n`);
    return;
  }
  res.writeHead(200, {
    'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

// A page's report to the process that started the server (`onReport`): the benchmarks'
// pages POST what they measured here, so that nothing has to attach to the page to read it.
export const REPORT_PATH = '/__report';
const MOST_REPORT_BYTES = 1 << 16;

function takeReport(req, res, onReport) {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
    if (body.length > MOST_REPORT_BYTES) req.destroy();
  });
  req.on('end', () => {
    res.writeHead(204).end();
    onReport(body);
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (err) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

/**
 * Starts the server. `port` 0 picks a free port; any other port falls back to a free
 * one when it is taken (unless `strictPort`). `headers` are added to every file served
 * (e.g. CORS or a Content Security Policy). `onReport(text)`, when given, receives the
 * body of each POST to `REPORT_PATH`.
 */
export async function startServer({ port = 0, mounts = defaultMounts(), strictPort = false, headers = {}, onReport } = {}) {
  const server = createServer((req, res) => {
    if (onReport && req.method === 'POST' && req.url === REPORT_PATH) {
      takeReport(req, res, onReport);
      return;
    }
    handle(mounts, req, res, headers).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    });
  });
  let actual;
  try {
    actual = await listen(server, port);
  } catch (err) {
    if (err.code !== 'EADDRINUSE' || strictPort || port === 0) throw err;
    actual = await listen(server, 0);
  }
  const url = `http://${HOST}:${actual}/`;
  return {
    server,
    port: actual,
    url,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}

function parseArgs(argv) {
  const opts = { port: undefined, pkg: undefined, mounts: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--port') opts.port = Number(next());
    else if (a === '--pkg') opts.pkg = path.resolve(next());
    else if (a === '--mount') {
      const [prefix, dir] = next().split('=');
      if (!prefix || !dir) throw new Error('--mount wants /prefix/=DIR');
      opts.mounts[prefix.endsWith('/') ? prefix : prefix + '/'] = path.resolve(dir);
    } else if (a === '-h' || a === '--help') {
      opts.help = true;
    } else throw new Error(`unknown argument: ${a}`);
  }
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`serve: ${err.message}`);
    process.exit(2);
  }
  if (opts.help) {
    console.log('usage: node scripts/serve.mjs [--port N] [--pkg DIR] [--mount /prefix/=DIR]');
    return;
  }
  const port = opts.port ?? (process.env.PORT ? Number(process.env.PORT) : 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: bad port '${opts.port ?? process.env.PORT}'`);
    process.exit(2);
  }
  const mounts = { ...defaultMounts(opts.pkg), ...opts.mounts };
  const pkgDir = mounts['/pkg/'];
  try {
    await fs.access(path.join(pkgDir, 'index.js'));
  } catch {
    console.error(`serve: warning: ${pkgDir}/index.js is missing; run scripts/build.sh first`);
  }
  const { url, port: actual, close } = await startServer({ port, mounts });
  if (port !== 0 && actual !== port) console.log(`serve: port ${port} is busy, using ${actual}`);
  console.log('');
  console.log(`  cogitator demo:  ${url}`);
  console.log(`  package files:   ${url}pkg/`);
  console.log('');
  console.log('serve: press Ctrl+C to stop');
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}
