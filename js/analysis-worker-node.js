// A Node worker thread of the analysis pool (pool.js): loads the engine from the compiled
// module the main thread sends it, then rolls the ranges of trials it is given.
import { parentPort } from 'node:worker_threads';
import * as glue from './cogitator.js';
import { work } from './pool.js';

parentPort.on('message', (msg) => {
  const answer = work(glue, msg);
  if (answer) parentPort.postMessage(answer);
});
