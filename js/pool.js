// Workers for analyses: each holds its own instance of the engine (from the module the
// page or process already compiled) and rolls one range of an analysis's trials at a
// time. The entry points say how to start a worker (`spawn`): Web Workers in browsers
// (analysis-worker.js), worker threads in Node (analysis-worker-node.js). api.js splits an
// analysis into ranges and adds the parts up; this file only hands out the ranges.
//
// Messages: the first one a worker gets is `{ module }` (a compiled WebAssembly.Module);
// then `{ id, request, first, count, seed }`, answered by `{ id, part }` (the part's
// numbers, as analyzeAttackPart writes them) or `{ id, error: { message, code, path } }`.

export class Workers {
  #spawn;
  #module;
  #size;
  #idle = [];
  #all = [];
  #queue = [];
  #jobs = new Map();
  #next = 1;
  #closed = false;
  // Why the workers cannot run (a worker that did not start), once known.
  #broken = null;

  constructor(size, spawn, module) {
    this.#size = size;
    this.#spawn = spawn;
    this.#module = module;
  }

  get size() {
    return this.#size;
  }

  get closed() {
    return this.#closed;
  }

  // Lets the pool start up to `n` workers.
  grow(n) {
    this.#size = Math.max(this.#size, n);
  }

  // Rolls each job `{ request, first, count, seed }` on a worker; resolves with their parts
  // in the jobs' order, or rejects with the first error.
  run(jobs) {
    if (this.#closed) return Promise.reject(poolError('the analysis pool was closed'));
    if (this.#broken) return Promise.reject(this.#broken);
    return Promise.all(jobs.map((job) => new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#pump();
    })));
  }

  close() {
    this.#closed = true;
    const err = poolError('the analysis pool was closed while an analysis ran');
    for (const { reject } of this.#jobs.values()) reject(err);
    for (const { reject } of this.#queue) reject(err);
    this.#jobs.clear();
    this.#queue = [];
    const ends = this.#all.map((w) => w.terminate());
    this.#all = [];
    this.#idle = [];
    return Promise.all(ends).then(() => undefined);
  }

  #start() {
    let worker;
    try {
      worker = this.#spawn();
    } catch (err) {
      this.#fail(unavailable(`a worker could not be started: ${messageOf(err)}`, err));
      return null;
    }
    worker.onMessage((msg) => this.#answer(worker, msg));
    worker.onError((err) => this.#fail(unavailable(`a worker failed: ${messageOf(err)}`, err)));
    worker.post({ module: this.#module });
    this.#all.push(worker);
    return worker;
  }

  #pump() {
    while (this.#queue.length > 0 && !this.#broken) {
      let worker = this.#idle.pop();
      if (!worker) {
        if (this.#all.length >= this.#size) return;
        worker = this.#start();
        if (!worker) return;
      }
      const { job, resolve, reject } = this.#queue.shift();
      const id = this.#next++;
      this.#jobs.set(id, { resolve, reject, worker });
      worker.busy(true);
      worker.post({ id, ...job });
    }
  }

  #answer(worker, msg) {
    const job = this.#jobs.get(msg && msg.id);
    if (!job) {
      // An answer with no job: the worker could not load the engine.
      if (msg && msg.error) this.#fail(unavailable(`a worker could not load the engine: ${msg.error.message}`));
      return;
    }
    this.#jobs.delete(msg.id);
    worker.busy(false);
    this.#idle.push(worker);
    if (msg.error) job.reject(fromWorker(msg.error));
    else job.resolve(msg.part);
    this.#pump();
  }

  // Every job waiting or running fails with `err`, and so does every later run.
  #fail(err) {
    if (this.#broken || this.#closed) return;
    this.#broken = err;
    for (const { reject } of this.#jobs.values()) reject(err);
    for (const { reject } of this.#queue) reject(err);
    this.#jobs.clear();
    this.#queue = [];
    for (const w of this.#all) w.terminate();
    this.#all = [];
    this.#idle = [];
  }
}

// The fields the engine's errors carry besides the message.
const ERROR_FIELDS = ['code', 'path', 'purpose', 'sides'];

// A worker's error as the engine threw it: the same message, code and path.
function fromWorker(e) {
  const err = new Error(e.message);
  for (const k of ERROR_FIELDS) {
    if (e[k] !== undefined) err[k] = e[k];
  }
  if (typeof err.code !== 'string') err.code = 'internal';
  return err;
}

function poolError(message, cause) {
  const err = new Error(`cogitator: ${message}`, cause === undefined ? undefined : { cause });
  err.code = 'load_failed';
  return err;
}

// The workers cannot run here (a host that forbids them, a worker script that did not
// load): api.js then works the analysis out on the calling thread instead.
function unavailable(message, cause) {
  const err = poolError(message, cause);
  Object.defineProperty(err, 'workersUnavailable', { value: true });
  return err;
}

function messageOf(err) {
  if (err instanceof Error) return err.message;
  if (err && typeof err.message === 'string') return err.message;
  return String(err);
}

// What a worker does with a message (both worker scripts call it): loads the engine from
// the module, then rolls parts. Errors go back as plain data.
export function work(glue, msg) {
  try {
    if (msg.module) {
      glue.initSync({ module: msg.module });
      return null;
    }
    return { id: msg.id, part: glue.analyzeAttackPart(msg.request, msg.first, msg.count, msg.seed) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    const error = { message: e.message };
    for (const k of ERROR_FIELDS) {
      if (e[k] !== undefined) error[k] = e[k];
    }
    if (!error.code) error.message = `cogitator: internal error in analyzeAttack(): ${e.message}`;
    return { id: msg.id, error };
  }
}
