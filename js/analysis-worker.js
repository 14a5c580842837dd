// A Web Worker of the analysis pool (pool.js): loads the engine from the compiled module
// the page sends it, then rolls the ranges of trials it is given.
import * as glue from './cogitator.js';
import { work } from './pool.js';

self.onmessage = (event) => {
  const answer = work(glue, event.data);
  if (answer) self.postMessage(answer);
};
