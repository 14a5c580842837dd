// The demo page (www/) in headless Chromium: it loads with no console error and nothing
// fetched from off the machine, rolls an attack in every ruleset, analyzes the odds,
// replays a seeded outcome from its link, rolls a test, an opposed test and initiative,
// and at phone width shows the results after a roll with nothing wider than the screen.
// The Encounter tab plays the Only War ambush to its end by its best odds, shares it as a
// link and a file that open it where it stood, and works at phone width by touch and by
// keyboard.
// Screenshots at desktop and phone width go to test-output/demo/ (COGITATOR_TEST_OUTPUT
// moves test-output/), and their paths are printed.
//
// The package comes from COGITATOR_PKG_DIR (scripts/test.sh points it at the packed and
// installed copy), else from pkg/; one test serves www/ alone, with the copy of the
// package that scripts/build.sh puts in www/pkg/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

import { startServer, defaultMounts } from '../../scripts/serve.mjs';
import { ROOT, PKG_DIR, CHROMIUM, ARGS } from './chromium.mjs';
import { ambushRequest } from '../js/ambush.mjs';

const OUT_DIR = path.join(process.env.COGITATOR_TEST_OUTPUT || path.join(ROOT, 'test-output'), 'demo');
const RULESETS = ['dh1', 'rt', 'ow', 'dh2'];

let server;
let context;
let profileDir;
let engine;
const problems = []; // console errors, page errors, failed or off-machine requests

before(async () => {
  assert.ok(existsSync(path.join(PKG_DIR, 'index.js')), `no built package in ${PKG_DIR}`);
  assert.ok(existsSync(CHROMIUM), `no browser at ${CHROMIUM} (run scripts/setup.sh --browser)`);
  engine = await import(pathToFileURL(path.join(PKG_DIR, 'node.js')).href);
  server = await startServer({ port: 0, mounts: defaultMounts(PKG_DIR) });
  profileDir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-demo-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 1000 },
  });
  await mkdir(OUT_DIR, { recursive: true });
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

async function openPage(url, viewport) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const origin = new URL(url).origin;
  page.on('pageerror', (err) => problems.push(`${url}: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`${url}: console: ${msg.text()}`);
  });
  page.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(origin) && !u.startsWith('data:')) problems.push(`off-machine request: ${u}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
  return page;
}

async function roll(page) {
  await page.click('[data-testid="roll"]');
  await page.waitForSelector('[data-testid="outcome"], #error:not([hidden])');
  assert.equal(await page.isVisible('#error'), false, await page.textContent('#error'));
  return page.locator('[data-testid="outcome"]');
}

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the page loads with the engine, every control named', async () => {
  const page = await openPage(server.url);
  assert.match(await page.textContent('#engine'), /engine \d+\.\d+\.\d+/);
  assert.deepEqual(await page.$$eval('[data-testid="ruleset"] option', (os) => os.map((o) => o.value)), RULESETS);
  // Every visible form control has a name a screen reader reads (a label or aria-label).
  const unnamed = await page.$$eval('input:not([type=hidden]), select, button', (nodes) => nodes
    .filter((n) => n.offsetParent !== null)
    .filter((n) => !(n.labels?.length || n.getAttribute('aria-label') || (n.tagName === 'BUTTON' && n.textContent.trim())))
    .map((n) => n.id || n.outerHTML.slice(0, 80)));
  assert.deepEqual(unnamed, []);
  // The actions come from the engine: every attack action the line has.
  const offered = await page.$$eval('#action option', (os) => os.map((o) => o.value));
  const expected = engine.actions({ ruleset: 'dh1' }).filter((a) => a.attack).map((a) => a.id);
  assert.deepEqual(offered, expected);
  await page.close();
});

test('an attack rolls in every ruleset and the card shows the test, hits, target, dice and log', async () => {
  const page = await openPage(server.url);
  for (const rs of RULESETS) {
    await page.selectOption('[data-testid="ruleset"]', rs);
    // A boltgun at a guardsman, so that most seeds hit and the card has a hit to show.
    await page.selectOption('#w-preset', { label: (await page.$$eval('#w-preset option', (os) => os.map((o) => o.textContent))).find((t) => t.startsWith('Boltgun')) });
    await page.fill('#seed', '11');
    const card = await roll(page);
    const name = engine.rulesets().find((p) => p.id === rs).name;
    assert.match(await card.locator('.who').textContent(), new RegExp(name.replace(/[()]/g, '\\$&')));
    assert.ok((await card.locator('.mods tr').count()) >= 2, `${rs}: the test with its modifiers`);
    assert.match(await card.locator('[data-testid="target-number"]').first().textContent(), /^\d+$/);
    assert.match(await card.locator('.roll-face').first().textContent(), /^\d+$/);
    assert.ok((await card.locator('.dice-list li').count()) >= 1, `${rs}: the dice`);
    assert.ok((await card.locator('.log li').count()) >= 1, `${rs}: the log`);
    assert.match(await card.textContent(), /after the attack/);
    assert.equal(await card.getAttribute('data-kind'), 'attack');
    assert.equal((await page.textContent('[data-testid="seed-used"]')).trim(), '11');
  }
  await page.close();
});

test('a hit shows its location, damage dice, armour, penetration, toughness, wounds and a critical in words', async () => {
  const page = await openPage(server.url);
  await page.selectOption('[data-testid="ruleset"]', 'dh1');
  // Boltgun (tearing) at the cultist, 5 wounds: 14 hits the body, damage dice 10 and 7.
  await page.selectOption('#w-preset', { index: 3 });
  await page.fill('#t-wounds', '5');
  await page.fill('#seed', '5');
  await page.fill('#rolls', '14, 10, 7');
  const card = await roll(page);
  const hit = card.locator('[data-testid="hit"]').first();
  assert.equal(await hit.getAttribute('data-location'), 'body');
  assert.match(await hit.textContent(), /Body/);
  assert.deepEqual(await hit.locator('.die').allTextContents(), ['10']);
  assert.match(await hit.textContent(), /dropped 7/);
  assert.match(await hit.textContent(), /Armour2 − pen 4 = 0/);
  assert.match(await hit.textContent(), /Toughness Bonus3/);
  const crit = hit.locator('.critical');
  assert.match(await crit.textContent(), /Critical, row \d+/);
  // Effects are words, not ids.
  const effects = await crit.locator('.effects li').allTextContents();
  assert.ok(effects.length > 0);
  for (const e of effects) assert.match(e, /^[a-z0-9 ,()+\u2212:%'-]+$/i, e);
  assert.doesNotMatch(await card.textContent(), /\b(undefined|null|NaN|\[object)/);

  // Too few faces and no seed: the error names the missing die.
  await page.fill('#seed', '');
  await page.fill('#rolls', '14');
  await page.click('[data-testid="roll"]');
  await page.waitForSelector('#error:not([hidden])');
  const errorText = await page.textContent('#error');
  assert.match(errorText, /dice_exhausted/);
  assert.match(errorText, /Missing die/);
  assert.doesNotMatch(errorText, /\b(null|undefined)\b/);
  await page.close();
});

test('Analyze shows the chances as percentages and the wounds chart when the engine gives it', async () => {
  const page = await openPage(server.url);
  await page.fill('#seed', '3');
  await page.click('[data-testid="analyze"]');
  const box = page.locator('[data-testid="analysis"]');
  await box.waitFor();
  for (const stat of ['hit', 'jam', 'crit', 'kill']) {
    assert.match(await box.locator(`[data-stat="${stat}"] .stat-value`).textContent(), /^(<0\.1|\d+(\.\d)?)%$/, stat);
  }
  // The same request in Node gives the same chances (the analysis is seeded).
  const probe = engine.analyzeAttack({ ...JSON.parse((await box.locator('pre').textContent()).split('// outcome')[0].replace('// request', '')) });
  assert.equal(await box.locator('[data-stat="hit"] .stat-value').textContent(), fmt(probe.hitChance));
  if (probe.distributions?.wounds) {
    assert.ok((await box.locator('svg.chart rect.bar').count()) >= 1, 'the chart has bars');
  } else {
    assert.equal(await box.locator('svg.chart').count(), 0);
    assert.match(await box.locator('[data-testid="no-distribution"]').textContent(), /distribution/);
  }
  await page.close();
});

function fmt(p) {
  const v = p * 100;
  if (v === 0) return '0%';
  if (v < 0.1) return '<0.1%';
  return `${v < 10 ? v.toFixed(1) : Math.round(v)}%`;
}

test('a link reproduces the outcome exactly, seeded or random', async () => {
  const page = await openPage(server.url);
  await page.selectOption('[data-testid="ruleset"]', 'dh2');
  await page.fill('#seed', '2024');
  await page.selectOption('#action', 'semiAuto');
  let card = await roll(page);
  const seeded = { url: page.url(), html: await card.innerHTML() };
  // A blank seed: the link carries the seed the engine drew.
  await page.fill('#seed', '');
  card = await roll(page);
  const random = { url: page.url(), html: await card.innerHTML(), seed: await page.textContent('[data-testid="seed-used"]') };
  await page.close();

  for (const want of [seeded, random]) {
    const again = await openPage(want.url);
    const replay = again.locator('[data-testid="outcome"]');
    await replay.waitFor();
    assert.equal(await replay.innerHTML(), want.html, `${want.url} shows the same card`);
    assert.equal(await again.inputValue('[data-testid="ruleset"]'), 'dh2');
    assert.equal(await again.inputValue('#action'), 'semiAuto');
    await again.close();
  }
  assert.match(random.url, new RegExp(`rseed=${random.seed}`));
});

test('a skill test, an opposed test and initiative', async () => {
  const page = await openPage(server.url);
  await page.selectOption('[data-testid="ruleset"]', 'dh2');
  await page.fill('#seed', '8');

  await page.click('#tab-test');
  await page.selectOption('#test-skill', 'dodge');
  assert.equal(await page.inputValue('#test-char'), 'ag', 'the skill sets its characteristic');
  await page.selectOption('#test-diff', 'hard');
  let card = await roll(page);
  assert.equal(await card.getAttribute('data-kind'), 'test');
  assert.match(await card.textContent(), /Dodge \(Agility\)/);
  assert.match(await card.locator('.mods').textContent(), /Hard/);

  await page.click('#tab-opposed');
  await page.selectOption('#opp-a-char', 's');
  await page.selectOption('#opp-b-char', 's');
  card = await roll(page);
  assert.equal(await card.getAttribute('data-kind'), 'opposed');
  assert.equal(await card.locator('.test-card').count(), 2);
  assert.match(await card.locator('.headline').textContent(), /wins|No winner/);

  await page.click('#tab-initiative');
  await page.click('#add-combatant');
  card = await roll(page);
  assert.equal(await card.getAttribute('data-kind'), 'initiative');
  const rows = card.locator('[data-testid="initiative-order"] li');
  assert.equal(await rows.count(), 5);
  const totals = (await rows.locator('.ini-total').allTextContents()).map(Number);
  assert.deepEqual(totals, [...totals].sort((a, b) => b - a), 'highest first');
  await page.close();
});

test('the keyboard alone: tabs move with the arrow keys and Enter rolls', async () => {
  const page = await openPage(server.url);
  await page.focus('#tab-attack');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-test');
  assert.equal(await page.isVisible('#panel-test'), true);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.isVisible('#panel-attack'), true);
  await page.focus('#seed');
  await page.keyboard.type('42');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="outcome"]');
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('headline')), true, 'focus moves to the result');
  await page.close();
});

test('at phone width the results come into view after a roll and nothing is wider than the screen', async () => {
  const page = await openPage(server.url, { width: 390, height: 844 });
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow before a roll');
  await page.selectOption('#t-preset', { index: 4 });
  await page.selectOption('#w-preset', { index: 3 });
  await page.fill('#seed', '19');
  await page.selectOption('#fury', 'always');
  await roll(page);
  const top = await page.evaluate(() => document.getElementById('results').getBoundingClientRect().top);
  assert.ok(top >= -1 && top < 844 / 2, `the results are in view (top at ${top}px)`);
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow with an outcome');
  const wide = await page.$$eval('#results *', (nodes) => nodes
    .filter((n) => n.getBoundingClientRect().right > window.innerWidth + 1 && !n.closest('details:not([open])'))
    .map((n) => n.className || n.tagName));
  assert.deepEqual(wide, [], 'nothing in the results runs past the right edge');
  // What the phone shows after the roll, and the whole card.
  const phoneShot = path.join(OUT_DIR, 'phone-attack.png');
  await page.screenshot({ path: phoneShot });
  const phoneCard = path.join(OUT_DIR, 'phone-attack-card.png');
  await page.locator('#results').screenshot({ path: phoneCard });

  await page.click('[data-testid="analyze"]');
  await page.waitForSelector('[data-testid="analysis"]');
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow with the analysis');
  const phoneAnalysis = path.join(OUT_DIR, 'phone-analysis.png');
  await page.screenshot({ path: phoneAnalysis });
  for (const tab of ['test', 'opposed', 'initiative']) {
    await page.click(`#tab-${tab}`);
    await roll(page);
    assert.ok((await overflow(page)) <= 0, `no horizontal overflow on the ${tab} tab`);
  }
  await page.close();

  const desk = await openPage(server.url, { width: 1400, height: 1000 });
  await desk.selectOption('#t-preset', { index: 4 });
  await desk.selectOption('#w-preset', { index: 3 });
  await desk.fill('#seed', '19');
  await desk.selectOption('#fury', 'always');
  await roll(desk);
  await desk.evaluate(() => window.scrollTo(0, 0));
  const deskShot = path.join(OUT_DIR, 'desktop-attack.png');
  await desk.screenshot({ path: deskShot });
  await desk.click('[data-testid="analyze"]');
  await desk.waitForSelector('[data-testid="analysis"]');
  await desk.evaluate(() => window.scrollTo(0, 0));
  const deskAnalysis = path.join(OUT_DIR, 'desktop-analysis.png');
  await desk.screenshot({ path: deskAnalysis });
  await desk.close();
  for (const shot of [deskShot, deskAnalysis, phoneShot, phoneCard, phoneAnalysis]) {
    assert.ok((await stat(shot)).size > 10_000, `${shot} has content`);
    console.log(`# screenshot: ${shot}`);
  }
});

// ---------------------------------------------------------------- the Encounter tab

const encState = (page) => page.$eval('#enc-play', (n) => ({
  round: Number(n.dataset.round),
  history: Number(n.dataset.history),
  ended: n.dataset.ended === 'true',
  winner: n.dataset.winner,
  active: n.dataset.active,
}));

async function startAmbush(page, seed) {
  await page.click('#tab-encounter');
  await page.click('[data-testid="enc-ambush"]');
  if (seed !== undefined) await page.fill('#enc-seed', String(seed));
  await page.click('[data-testid="enc-start"]');
  await page.waitForSelector('#enc-play[data-history]');
  assert.equal(await page.isVisible('#enc-setup-error'), false, await page.textContent('#enc-setup-error'));
}

// One turn as a GM plays it: the best row's Act (the turn then ends by itself), or End
// turn when there is no attack to make. Returns once the page shows the new state.
async function playTurn(page) {
  const before = await encState(page);
  const best = page.locator('[data-testid="enc-act"]').first();
  if (await best.count()) await best.click();
  else await page.click('[data-testid="enc-endturn"]');
  await page.waitForFunction((h) => Number(document.getElementById('enc-play').dataset.history) > h, before.history);
  assert.equal(await page.isVisible('#enc-play-error'), false, await page.textContent('#enc-play-error'));
}

async function playToEnd(page, limit = 400) {
  for (let turns = 0; turns < limit; turns++) {
    if ((await encState(page)).ended) return turns;
    await playTurn(page);
  }
  assert.fail(`the fight did not end in ${limit} turns`);
}

// The link's fight as the page reads it back.
const linkOf = async (page) => {
  await page.evaluate(() => { document.getElementById('enc-link').value = ''; document.getElementById('enc-link-status').textContent = ''; });
  await page.click('[data-testid="enc-copy"]');
  await page.waitForFunction(() => document.getElementById('enc-link').value.includes('enc='));
  await page.waitForSelector('#enc-link-status:not(:empty)');
  return page.inputValue('[data-testid="enc-link"]');
};

async function openFight(url, viewport) {
  const page = await openPage(url, viewport);
  await page.waitForSelector('body[data-encounter-link]');
  assert.equal(await page.getAttribute('body', 'data-encounter-link'), 'loaded', await page.textContent('#enc-play-error'));
  return page;
}

async function shown(page) {
  return {
    ...(await encState(page)),
    status: await page.textContent('[data-testid="enc-status"]'),
    log: await page.locator('[data-testid="enc-log-entry"]').count(),
    combatants: await page.$$eval('[data-testid="enc-combatant"]', (ns) => ns.map((n) => n.textContent)),
  };
}

test('the Encounter tab plays the ambush to its end by its best odds', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  await page.click('#tab-encounter');
  assert.equal(await page.getAttribute('#tab-encounter', 'aria-selected'), 'true');
  assert.equal(await page.isVisible('#panel-encounter'), true);
  assert.equal(await page.isVisible('#form'), false, 'the roll form steps aside');
  await page.click('[data-testid="enc-ambush"]');
  assert.equal(await page.inputValue('[data-testid="ruleset"]'), 'ow', 'the ambush is Only War');
  assert.deepEqual(await page.$$eval('[data-testid="enc-name"]', (ns) => ns.map((n) => n.value)),
    ['Vance', 'Okoro', 'Hale', 'Cultist 1', 'Cultist 2', 'Cultist 3', 'Mob']);
  // Every control of the set-up has a name a screen reader reads.
  const unnamed = await page.$$eval('#panel-encounter input, #panel-encounter select, #panel-encounter button, #panel-encounter textarea', (nodes) => nodes
    .filter((n) => n.offsetParent !== null)
    .filter((n) => !(n.labels?.length || n.getAttribute('aria-label') || (n.tagName === 'BUTTON' && n.textContent.trim())))
    .map((n) => n.id || n.outerHTML.slice(0, 80)));
  assert.deepEqual(unnamed, []);

  await page.fill('#enc-seed', '7');
  await page.click('[data-testid="enc-start"]');
  await page.waitForSelector('#enc-play[data-history="0"]');
  // The initiative order is the engine's, each comrade after its leader.
  const expected = engine.startEncounter(ambushRequest(7));
  const listed = await page.$$eval('[data-testid="enc-combatant"]', (ns) => ns.map((n) => n.dataset.id));
  assert.deepEqual(listed.filter((id) => expected.order.includes(id)), expected.order);
  assert.equal(listed[listed.indexOf('vance') + 1], 'hale');
  const first = expected.combatants[expected.active].name;
  assert.equal(await page.textContent('[data-testid="enc-status"]'), `Round 1: ${first}'s turn`);
  assert.equal((await encState(page)).active, expected.active);
  // The odds of each choice, as percentages, beside its button; the horde's Magnitude is shown.
  const row = page.locator('[data-testid="enc-choice"]').first();
  assert.match(await row.locator('td.n').first().textContent(), /^(<0\.1|\d+(\.\d)?)%$/);
  assert.match(await page.textContent('#enc-list'), /Magnitude 12 of 12/);
  assert.match(await page.textContent('#enc-list'), /Surprised/);

  // A few turns in: a screenshot of the fight under way.
  for (let i = 0; i < 6; i++) await playTurn(page);
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow at 1280 px');
  assert.ok((await page.locator('[data-testid="enc-log-entry"]').count()) >= 6);
  await page.evaluate(() => window.scrollTo(0, 0));
  const deskShot = path.join(OUT_DIR, 'desktop-encounter.png');
  await page.screenshot({ path: deskShot, fullPage: true });

  const turns = await playToEnd(page);
  const end = await shown(page);
  assert.ok(end.winner === 'guard' || end.winner === 'cult', `a winner: ${end.winner}`);
  assert.match(end.status, new RegExp(`^The ${end.winner} side wins in round ${end.round}$`));
  assert.equal(end.log, end.history, 'one log entry a choice');
  assert.equal(await page.locator('[data-testid="enc-act"]').count(), 0, 'no choice is offered once it is over');
  // Every combatant of the losing side is out.
  const losers = await page.$$eval(`[data-testid="enc-combatant"]:not([data-side="${end.winner}"])`, (ns) => ns.map((n) => n.dataset.out));
  assert.ok(losers.length && losers.every(Boolean), `the losers are out: ${losers}`);
  const deskEnd = path.join(OUT_DIR, 'desktop-encounter-end.png');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: deskEnd });

  // The download is the encounter: Node replays it to the same state.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="enc-download"]')]);
  const file = path.join(OUT_DIR, 'encounter.json');
  await download.saveAs(file);
  const saved = JSON.parse(await readFile(file, 'utf8'));
  assert.equal(saved.history.length, end.history);
  assert.equal(JSON.stringify(engine.replayEncounter(saved)), JSON.stringify(saved));
  assert.equal(saved.end.winner, end.winner);
  assert.ok(turns > 5);
  // Undo takes back the last blow: the fight goes on.
  await page.click('[data-testid="enc-undo"]');
  await page.waitForSelector('#enc-play[data-ended="false"]');
  assert.equal((await encState(page)).history, end.history - 1);
  assert.equal(await page.locator('[data-testid="enc-log-entry"]').count(), end.history - 1);
  await page.close();
  for (const shot of [deskShot, deskEnd]) {
    assert.ok((await stat(shot)).size > 10_000, `${shot} has content`);
    console.log(`# screenshot: ${shot}`);
  }
});

test('a fight shared as a link or a file opens where it stood, and a bad link says so in words', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  await startAmbush(page, 21);
  for (let i = 0; i < 9; i++) await playTurn(page);
  // Mid-fight: the link opens the same turn, with the same log, and play goes on from it.
  const mid = await shown(page);
  assert.equal(mid.ended, false);
  const url = await linkOf(page);
  assert.match(url, /#.*\benc=[A-Za-z0-9_-]+/);
  assert.equal(new URL(url).hash, new URL(page.url()).hash, 'the address bar is the link');
  const again = await openFight(url);
  assert.deepEqual(await shown(again), mid);
  assert.equal(await again.getAttribute('#tab-encounter', 'aria-selected'), 'true');
  assert.equal(await again.inputValue('[data-testid="ruleset"]'), 'ow');
  // Both pages take the same next turn to the same state.
  await playTurn(page);
  await playTurn(again);
  assert.deepEqual(await shown(again), await shown(page));
  // Undo takes back the last choice.
  await again.click('[data-testid="enc-undo"]');
  await again.waitForFunction((h) => Number(document.getElementById('enc-play').dataset.history) === h, mid.history + 1);
  assert.equal(await again.locator('[data-testid="enc-log-entry"]').count(), mid.history + 1);
  await again.close();

  // At the end: the same round, history and winner.
  await playToEnd(page);
  const end = await shown(page);
  const endUrl = await linkOf(page);
  const reopened = await openFight(endUrl, { width: 390, height: 844 });
  assert.deepEqual(await shown(reopened), end);
  assert.match(await reopened.textContent('[data-testid="enc-status"]'), /side wins in round/);
  await reopened.close();

  // A downloaded file opens the same way.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="enc-download"]')]);
  const file = path.join(OUT_DIR, 'encounter-shared.json');
  await download.saveAs(file);
  await page.close();
  const fresh = await openPage(server.url);
  await fresh.click('#tab-encounter');
  await fresh.setInputFiles('[data-testid="enc-file"]', file);
  await fresh.waitForSelector(`#enc-play[data-history="${end.history}"]`);
  assert.deepEqual(await shown(fresh), end);

  // A file that is not JSON, and a broken link: words on the page, nothing in the console.
  await fresh.setInputFiles('[data-testid="enc-file"]', { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
  await fresh.waitForSelector('#enc-setup-error:not([hidden])');
  assert.match(await fresh.textContent('#enc-setup-error'), /not JSON/);
  await fresh.close();
  for (const bad of ['#tab=encounter&enc=not-a-fight', `#tab=encounter&enc=${'A'.repeat(40)}`, '#enc=%%%']) {
    const broken = await openPage(server.url + bad);
    await broken.waitForSelector('body[data-encounter-link="failed"]');
    assert.equal(await broken.isVisible('#enc-play-error'), true);
    const text = await broken.textContent('#enc-play-error');
    assert.match(text, /link/i);
    assert.doesNotMatch(text, /\b(undefined|null|NaN)\b/);
    await broken.close();
  }
});

test('at phone width the encounter fits the screen, every control is a touch target and the keyboard plays it', async () => {
  const page = await openPage(server.url, { width: 390, height: 844 });
  // By keyboard: the arrow keys reach the tab, Enter loads the ambush and starts it.
  await page.focus('#tab-initiative');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-encounter');
  assert.equal(await page.isVisible('#panel-encounter'), true);
  await page.focus('[data-testid="enc-ambush"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="enc-name"]').length === 7);
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow in the set-up');
  await page.fill('#enc-seed', '5');
  await page.focus('[data-testid="enc-start"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#enc-play[data-history="0"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'enc-status', 'focus moves to whose turn it is');
  // Tab from there to the first Act button and press it; its focus ring shows.
  let onAct = false;
  for (let i = 0; i < 30 && !onAct; i++) {
    await page.keyboard.press('Tab');
    onAct = await page.evaluate(() => document.activeElement?.dataset.testid === 'enc-act');
  }
  assert.ok(onAct, 'Tab reaches an Act button');
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), 'none', 'the focus is visible');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => Number(document.getElementById('enc-play').dataset.history) > 0);
  for (let i = 0; i < 4; i++) await playTurn(page);
  // The GM's edit: the mob loses half its Magnitude to a grenade, kept in the log.
  await page.click('.enc-edit summary');
  const before = await encState(page);
  await page.selectOption('#enc-edit-who', 'mob');
  await page.fill('#enc-edit-magnitude', '6');
  await page.fill('#enc-edit-note', 'a frag grenade');
  await page.click('#enc-edit-apply');
  await page.waitForFunction((h) => Number(document.getElementById('enc-play').dataset.history) > h, before.history);
  assert.match(await page.textContent('[data-testid="enc-combatant"][data-id="mob"]'), /Magnitude 6 of 12/);
  assert.match(await page.textContent('[data-testid="enc-last"]'), /The GM's edit of Mob \(a frag grenade\)/);
  if (await page.locator('.enc-skipped summary').count()) await page.click('.enc-skipped summary');

  const sizes = async () => page.$$eval('#panel-encounter :is(button, input, select, textarea, summary), #enc-play :is(button, input, select, textarea, summary)', (nodes) => nodes
    .filter((n) => n.offsetParent !== null && n.getClientRects().length)
    .map((n) => {
      const r = n.getBoundingClientRect();
      return { what: n.id || n.dataset.testid || n.getAttribute('aria-label') || n.textContent.trim().slice(0, 30) || n.tagName, h: r.height, w: r.width, right: r.right };
    }));
  const all = await sizes();
  assert.ok(all.length > 40, `the controls are there (${all.length})`);
  assert.deepEqual(all.filter((s) => s.h < 24 || s.w < 24).map((s) => `${s.what}: ${Math.round(s.w)}x${Math.round(s.h)}`), [], 'every control at least 24 px');
  assert.deepEqual(all.filter((s) => s.what === 'enc-act' && s.h < 44).map((s) => s.h), [], 'the Act buttons are 44 px on a phone');
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow in play');
  const wide = await page.$$eval('#panel-encounter *, #enc-play *', (nodes) => nodes
    .filter((n) => n.getClientRects().length && n.getBoundingClientRect().right > window.innerWidth + 1 && !n.closest('details:not([open])'))
    .map((n) => n.id || n.className || n.tagName));
  assert.deepEqual(wide, [], 'nothing runs past the right edge');

  const phoneShot = path.join(OUT_DIR, 'phone-encounter.png');
  await page.locator('#enc-status').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('results').scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: phoneShot });
  const phoneFull = path.join(OUT_DIR, 'phone-encounter-full.png');
  await page.screenshot({ path: phoneFull, fullPage: true });
  await playToEnd(page);
  assert.ok((await overflow(page)) <= 0, 'no horizontal overflow at the end');
  const phoneEnd = path.join(OUT_DIR, 'phone-encounter-end.png');
  await page.evaluate(() => document.getElementById('results').scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: phoneEnd });
  await page.close();
  for (const shot of [phoneShot, phoneFull, phoneEnd]) {
    assert.ok((await stat(shot)).size > 10_000, `${shot} has content`);
    console.log(`# screenshot: ${shot}`);
  }
});

test('www/ alone is the site: served as the root, the page loads and rolls', async (t) => {
  const copy = path.join(ROOT, 'www', 'pkg', 'index.js');
  assert.ok(existsSync(copy), 'www/pkg/ is missing: scripts/build.sh (npm run build) copies the package there');
  const alone = await startServer({ port: 0, mounts: { '/': path.join(ROOT, 'www') } });
  t.after(() => alone.close());
  const page = await openPage(alone.url);
  await page.fill('#seed', '1');
  const card = await roll(page);
  assert.equal(await card.getAttribute('data-kind'), 'attack');
  await page.close();
});

test('no page threw, logged an error or fetched from off the machine', () => {
  assert.deepEqual(problems, []);
});
