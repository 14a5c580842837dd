// A Web Worker of the attack entry's analysis pool (pool.js): as analysis-worker.js, on
// the attack entry's engine (the compiled cogitator_attack_bg.wasm the page sends it).
import * as glue from './cogitator_attack.js';
import { work } from './pool.js';

self.onmessage = (event) => {
  const answer = work(glue, event.data);
  if (answer) self.postMessage(answer);
};
