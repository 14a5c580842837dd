// The demo's wounds chart (www/chart.js) is plain SVG markup built from numbers, so it is
// checked here in Node with a made-up distribution, the shape analyzeAttack reports in
// `distributions.wounds` (entry i: the chance the total was exactly i).

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { distributionChart, fmtPct } from '../../www/chart.js';

test('a distribution becomes one bar per total, tallest for the likeliest', () => {
  const dist = [0.5, 0.1, 0.2, 0.15, 0.05];
  const chart = distributionChart(dist, { label: 'wounds' });
  assert.ok(chart);
  assert.match(chart.svg, /^<svg [^>]*role="img"/);
  const bars = [...chart.svg.matchAll(/<rect class="bar[^"]*" x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"><title>(\d+) wounds: ([^<]+)<\/title>/g)];
  assert.equal(bars.length, 5);
  assert.deepEqual(bars.map((b) => b[3]), ['0', '1', '2', '3', '4']);
  assert.deepEqual(bars.map((b) => b[4]), ['50%', '10%', '20%', '15%', '5.0%']);
  const heights = bars.map((b) => Number(b[2]));
  assert.equal(Math.max(...heights), heights[0], 'the 50% bar is the tallest');
  assert.ok(heights[2] > heights[1], '20% is taller than 10%');
  assert.deepEqual(chart.rows.map((r) => r.value), [0, 1, 2, 3, 4]);
});

test('a long tail under 0.1% is cut off and summed in the caption', () => {
  const dist = [0.6, 0.3, 0.0995, 0.0004, 0.0001];
  const chart = distributionChart(dist);
  assert.equal(chart.rows.length, 3);
  assert.match(chart.svg, /higher totals: &lt;0\.1% in all/);
  assert.doesNotMatch(chart.svg, /<0\.1/, "a < in text is escaped");
});

test('no distribution, no chart; junk entries count as zero', () => {
  assert.equal(distributionChart(undefined), null);
  assert.equal(distributionChart([]), null);
  const chart = distributionChart([0.5, 'x', null, 0.5]);
  assert.equal(chart.rows.length, 4);
  assert.equal(chart.rows[1].chance, 0);
  assert.doesNotMatch(chart.svg, /NaN|undefined/);
});

test('percentages read as a person would write them', () => {
  assert.equal(fmtPct(0), '0%');
  assert.equal(fmtPct(0.0004), '<0.1%');
  assert.equal(fmtPct(0.054), '5.4%');
  assert.equal(fmtPct(0.456), '46%');
  assert.equal(fmtPct(1), '100%');
});
