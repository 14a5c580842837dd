// How a browser entry loads its engine's .wasm: shared by index.js (the whole engine,
// cogitator_bg.wasm) and attack.js (the attack entry, cogitator_attack_bg.wasm), each
// with its own copy of the functions (api.js) and of the wasm-bindgen glue.
//
// Loading is done here rather than left to the glue so that every way it can fail ends
// in an Error with code `load_failed` that says what to fix: a 404, an HTML page served
// in place of the `.wasm`, a Content Security Policy without 'wasm-unsafe-eval', bytes
// that are not wasm. A `.wasm` served with the wrong MIME type still loads (from its
// bytes), with a console warning naming the fix.

import {
  _markReady,
  _markLoadFailed,
  _setFiles,
  _setWorkerSpawner,
  isInitialized,
  loadFailed,
  isBufferSource,
  checkWasmBytes,
  explainLoadError,
  viteDeps,
  VITE_DEPS_FIX,
} from './api.js';

const WASM_MIME = 'application/wasm';

/**
 * `init` and `initSync` for one engine. `files`: `glueInit` and `glueInitSync` (the
 * wasm-bindgen glue's), `wasmUrl()` (the .wasm beside the entry, written in the entry as
 * `new URL('./x_bg.wasm', import.meta.url)` so bundlers find it), and `wasmFile` and
 * `entryFile` (the names the error messages give).
 */
export function loader(files) {
  _setFiles(files.wasmFile, files.entryFile);
  let pending = null;

  /**
   * Instantiates the wasm module. Safe to call more than once (and concurrently): later
   * calls return the first call's promise. A failed load rejects with code `load_failed`
   * and can be retried.
   */
  function init(source) {
    if (isInitialized()) return Promise.resolve();
    if (!pending) {
      _markLoadFailed(null);
      pending = load(source, files).then(
        (module) => {
          _markReady(module);
        },
        (err) => {
          pending = null;
          const failure = explainLoadError(err, 'the wasm module');
          _markLoadFailed(failure);
          throw failure;
        },
      );
    }
    return pending;
  }

  /**
   * Synchronous variant for callers that already hold the bytes or a compiled module
   * (workers, custom asset pipelines). Browsers only allow small modules to compile
   * synchronously on the main thread, so prefer `init()` there.
   */
  function initSync(bytesOrModule) {
    if (isInitialized()) return;
    const source =
      bytesOrModule && typeof bytesOrModule === 'object' && 'module' in bytesOrModule
        ? bytesOrModule.module
        : bytesOrModule;
    const what = 'the buffer passed to initSync()';
    let module = source;
    try {
      if (!(source instanceof WebAssembly.Module)) {
        if (!isBufferSource(source)) {
          throw loadFailed(
            `initSync() takes the .wasm file's bytes (an ArrayBuffer or a typed array) or a ` +
              `WebAssembly.Module, not ${describe(source)}; to fetch it, use await init()`,
          );
        }
        checkWasmBytes(source, { caller: 'initSync()' });
        module = new WebAssembly.Module(source);
      }
      files.glueInitSync({ module });
    } catch (err) {
      const failure = explainLoadError(err, what, { sync: true });
      _markLoadFailed(failure);
      throw failure;
    }
    _markReady(module);
  }

  return { init, initSync };
}

/**
 * The analysis pool's workers, each started by `startWorker()`: a module Web Worker
 * running `script` beside the entry. The entry writes `startWorker` as
 * `() => new Worker(new URL('./script.js', import.meta.url), { type: 'module' })`, the form
 * bundlers recognise as a worker (they then bundle the script and what it imports; given
 * the URL alone, Vite would inline it as a data: URL, which cannot import the glue).
 * Nothing where there are no workers.
 */
export function moduleWorkers(startWorker, script) {
  if (typeof Worker !== 'function') return;
  _setWorkerSpawner(() => {
    const w = startWorker();
    return {
      post: (msg) => w.postMessage(msg),
      onMessage: (cb) => {
        w.onmessage = (event) => cb(event.data);
      },
      onError: (cb) => {
        w.onerror = (event) => {
          event.preventDefault();
          cb(new Error(event.message || `${script} (beside the entry) did not load as a module worker`));
        };
        w.onmessageerror = () => cb(new Error('a message from the worker could not be read'));
      },
      terminate: () => w.terminate(),
      busy: () => {},
    };
  }, () => globalThis.navigator?.hardwareConcurrency || 2);
}

// ---------------------------------------------------------------- loading

async function load(source, files) {
  // Also accept the glue's own `{ module_or_path }` object.
  let input = source && typeof source === 'object' && 'module_or_path' in source ? source.module_or_path : source;
  try {
    input = await input;
  } catch (err) {
    throw loadFailed(`the promise passed to init() rejected: ${messageOf(err)}`, err);
  }
  if (input === undefined || input === null) input = files.wasmUrl();

  if (typeof input === 'string' || input instanceof URL || (typeof Request === 'function' && input instanceof Request)) {
    return fromResponse(await get(input), absolute(input), files);
  }
  if (typeof Response === 'function' && input instanceof Response) {
    return fromResponse(input, input.url || 'the Response passed to init()', files);
  }
  if (input instanceof WebAssembly.Module) {
    return instantiate(input, 'the WebAssembly.Module passed to init()', files);
  }
  if (isBufferSource(input)) {
    checkWasmBytes(input, { caller: 'init()' });
    return instantiate(input, 'the buffer passed to init()', files);
  }
  throw loadFailed(
    `init() takes the .wasm file's URL, a Request, a Response, its bytes or a WebAssembly.Module, not ${describe(input)}`,
  );
}

async function get(input) {
  const url = absolute(input);
  try {
    return await fetch(input);
  } catch (err) {
    if (url.startsWith('file:')) {
      throw loadFailed(
        `cannot fetch ${url}: fetch() does not read file: URLs here. In Node import 'cogitator' ` +
          '(its Node entry loads the file itself), or pass the bytes to init()',
        err,
      );
    }
    throw loadFailed(
      `fetching ${url} failed (${messageOf(err)}). Check that the server is reachable; a .wasm on ` +
        "another origin needs CORS headers, and a Content Security Policy's connect-src must allow its URL",
      err,
    );
  }
}

async function fromResponse(res, url, files) {
  url = res.url || url;
  if (res.type === 'error') {
    throw loadFailed(`the request for ${url} failed with a network error`);
  }
  if (res.type === 'opaque' || res.type === 'opaqueredirect') {
    throw loadFailed(
      `the response for ${url} is opaque (a no-cors fetch or a redirect), so its bytes cannot be ` +
        'read; fetch the .wasm from the same origin, or from a server that sends CORS headers',
    );
  }
  if (!res.ok) {
    const status = `${res.status} ${res.statusText || ''}`.trim();
    if (viteDeps(url)) throw loadFailed(`${url} answered HTTP ${status}: ${VITE_DEPS_FIX}`);
    throw loadFailed(
      `${url} answered HTTP ${status}. Deploy ${files.wasmFile} at that URL (it ships beside ` +
        `${files.entryFile}), or pass its real URL to init()`,
    );
  }
  const type = (res.headers.get('Content-Type') || '').trim();
  if (type.toLowerCase() === WASM_MIME && typeof WebAssembly.instantiateStreaming === 'function') {
    // The fast path: the browser compiles while the bytes arrive.
    return instantiate(res, url, files);
  }
  // Any other type: streaming compilation refuses it, so compile from the bytes, after
  // making sure they are wasm (an HTML page here is the usual deployment mistake).
  let bytes;
  try {
    bytes = await res.arrayBuffer();
  } catch (err) {
    throw loadFailed(`could not read the body of ${url}: ${messageOf(err)}`, err);
  }
  checkWasmBytes(bytes, { url, contentType: type || undefined });
  const module = await instantiate(bytes, url, files);
  if (type.toLowerCase() !== WASM_MIME) {
    console.warn(
      `cogitator: ${url} is served as ${type || 'no Content-Type'}; it loaded from its bytes, but ` +
        `serve .wasm files as ${WASM_MIME} so browsers can compile them while they download`,
    );
  }
  return module;
}

// Compiles (a Response while it downloads) and instantiates; returns the compiled module,
// which the analysis pool's workers instantiate again.
async function instantiate(moduleOrBytesOrResponse, what, files) {
  try {
    const src = moduleOrBytesOrResponse;
    const module =
      src instanceof WebAssembly.Module
        ? src
        : typeof Response === 'function' && src instanceof Response
          ? await WebAssembly.compileStreaming(src)
          : await WebAssembly.compile(src);
    await files.glueInit({ module_or_path: module });
    return module;
  } catch (err) {
    throw explainLoadError(err, what);
  }
}

function absolute(input) {
  const raw = typeof Request === 'function' && input instanceof Request ? input.url : String(input);
  try {
    // Relative URLs resolve against the page (or the worker's script), as fetch() does.
    return new URL(raw, globalThis.document?.baseURI ?? globalThis.location?.href).href;
  } catch {
    return raw;
  }
}

function messageOf(err) {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

function describe(value) {
  if (value === undefined || value === null) return String(value);
  const name = typeof value === 'object' ? (value.constructor && value.constructor.name) || 'object' : typeof value;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
