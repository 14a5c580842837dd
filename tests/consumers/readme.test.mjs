// The READMEs' quick starts are the tested consumer files, word for word (the blocks after
// `<!-- file: ... -->` markers; `node scripts/quickstarts.mjs` rewrites them).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT, READMES, quickstartBlocks, fileText } from '../../scripts/quickstarts.mjs';

// Every README shows each of these.
const REQUIRED = [
  'tests/consumers/node/main.js',
  'tests/consumers/static/index.html',
  'tests/consumers/static/main.js',
  'tests/consumers/vite/src/main.js',
  'tests/consumers/vite/vite.config.js',
  'tests/consumers/foundry/modules/my-module/scripts/main.js',
];

for (const readme of READMES) {
  test(`${readme}: the quick starts are copies of the consumer files`, () => {
    const blocks = quickstartBlocks(readFileSync(path.join(ROOT, readme), 'utf8'));
    assert.deepEqual(
      REQUIRED.filter((f) => !blocks.some((b) => b.file === f)),
      [],
      'quick starts missing from the README',
    );
    for (const b of blocks) {
      assert.equal(b.code, fileText(b.file), `${readme}: the block for ${b.file} differs; run node scripts/quickstarts.mjs`);
    }
  });
}
