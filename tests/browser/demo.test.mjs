// The demo page (www/) in headless Chromium: it loads with no console error and nothing
// fetched from off the machine, rolls an attack in every ruleset, analyzes the odds,
// replays a seeded outcome from its link, rolls a test, an opposed test and initiative,
// and at phone width shows the results after a roll with nothing wider than the screen.
// An outcome is applied to the target for the next attack; the actions a weapon cannot
// take are greyed out with the engine's reason; an error names the field as the form
// labels it and brings it into view with the focus; one attack is compared under the four
// rulesets side by side; the More tab rolls movement, fear, a psychic power, a vehicle
// action and a chase, each shown as the engine's card; talents, traits and qualities are
// picked by name; at 390 px every control of every tab is at least 24 px.
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

/** Each screenshot file holds a picture (more than 10 KB), and the run's output names it. */
async function screenshotsHaveContent(...shots) {
  for (const shot of shots) {
    assert.ok((await stat(shot)).size > 10_000, `${shot} has content`);
    console.log(`# screenshot: ${shot}`);
  }
}

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

  const desk = await openPage(server.url, { width: 1280, height: 900 });
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
  await screenshotsHaveContent(deskShot, deskAnalysis, phoneShot, phoneCard, phoneAnalysis);
});

// ---------------------------------------------------------------- carrying on, refusals, errors

// The request and outcome a card shows in its JSON fold.
async function rawOf(card) {
  const text = await card.locator('details.raw pre').first().textContent();
  const [req, out] = text.split('// outcome');
  return { request: JSON.parse(req.replace('// request', '')), outcome: JSON.parse(out) };
}

const checkedConditions = (page) => page.$$eval('#t-conditions input:checked', (ns) => ns.map((n) => n.value).sort());

test('Apply to the target carries the outcome into the target\'s fields, for the next attack', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  await page.selectOption('[data-testid="ruleset"]', 'dh1');
  // The boltgun at the cultist with 5 wounds: a critical that stuns, fells and wounds.
  await page.selectOption('#w-preset', { index: 3 });
  await page.fill('#t-wounds', '5');
  await page.fill('#seed', '5');
  await page.fill('#rolls', '14, 10, 7');
  const card = await roll(page);
  const after = (await rawOf(card)).outcome.target;
  assert.ok(after.damage > 0 && after.conditions.length > 0, 'the attack leaves damage and conditions');
  await page.click('[data-testid="apply-target"]');
  assert.equal(await page.inputValue('#t-damage'), String(after.damage));
  assert.equal(await page.inputValue('#t-crit'), String(after.criticalDamage));
  assert.equal(await page.inputValue('#t-fatigue'), String(after.fatigue));
  const expected = [...new Set([...after.conditions, ...(after.unconscious ? ['unconscious'] : [])])].sort();
  assert.deepEqual(await checkedConditions(page), expected);
  assert.match(await page.textContent('[data-testid="apply-status"]'), new RegExp(`now has ${after.damage} damage`));
  // What has no field of its own (rounds of stun, injuries) is carried, and shown.
  const extra = !!(after.stunnedRounds || after.injuries?.length || after.dead);
  assert.equal(await page.isVisible('#t-carried-box'), extra);
  if (after.stunnedRounds) assert.match(await page.textContent('#t-carried-list'), /stunned \d+ rounds?/);

  // The next attack starts from it.
  await page.fill('#rolls', '');
  const next = await roll(page);
  const { request } = await rawOf(next);
  assert.equal(request.target.damage, after.damage);
  assert.equal(request.target.criticalDamage, after.criticalDamage);
  assert.deepEqual([...request.target.conditions].sort(), expected);
  if (after.stunnedRounds) assert.equal(request.target.stunnedRounds, after.stunnedRounds);
  assert.deepEqual(request.target.injuries ?? [], after.injuries ?? []);
  // The link keeps it; a new target clears it.
  const again = await openPage(page.url(), { width: 1280, height: 900 });
  assert.equal(await again.inputValue('#t-damage'), String(after.damage));
  assert.deepEqual(await checkedConditions(again), expected);
  assert.equal(await again.isVisible('#t-carried-box'), extra);
  await again.selectOption('#t-preset', { index: 0 });
  assert.equal(await again.inputValue('#t-damage'), '0');
  assert.deepEqual(await checkedConditions(again), []);
  assert.equal(await again.isVisible('#t-carried-box'), false);
  await again.close();
  await page.close();
});

const actionOption = (page, id) => page.$eval(`#action option[value="${id}"]`, (o) => ({ disabled: o.disabled, text: o.textContent, title: o.title }));

test('an action the weapon cannot take is greyed out with the engine\'s reason, and opens when it can', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  // The lasgun: no full-auto rate, not a melee weapon.
  const full = await actionOption(page, 'fullAuto');
  assert.equal(full.disabled, true);
  assert.equal(full.text, 'Full Auto Burst \u2014 needs a weapon with a full-auto rate of fire');
  assert.match(full.title, /full-auto rate of fire/);
  assert.equal((await actionOption(page, 'allOut')).disabled, true);
  assert.match((await actionOption(page, 'allOut')).text, /a melee action/);
  assert.equal((await actionOption(page, 'semiAuto')).disabled, false);
  assert.match(await page.textContent('#action-summary'), /actions? greyed out/);
  // Each greyed action is one the engine refuses, each open one it takes.
  const { request } = await rawOf(await roll(page));
  for (const a of engine.actions({ ruleset: 'dh1' }).filter((x) => x.attack)) {
    const req = { ...request, action: a.id, dice: { seed: 1 } };
    if (a.id === 'calledShot') req.calledLocation = 'body';
    if (a.id === 'grapple') req.grapple = { option: 'start' };
    if (a.id === 'suppressingFire') req.fireMode = 'full';
    let refused = false;
    try { engine.resolveAttack(req); } catch (err) { refused = err.code === 'not_allowed'; }
    assert.equal((await actionOption(page, a.id)).disabled, refused, a.id);
  }
  // A full-auto rate opens Full Auto Burst; taking it away falls back to a Standard Attack, saying why.
  await page.fill('#w-full', '10');
  await page.waitForFunction(() => !document.querySelector('#action option[value="fullAuto"]').disabled);
  await page.selectOption('#action', 'fullAuto');
  await page.fill('#w-full', '');
  await page.waitForFunction(() => document.querySelector('#action option[value="fullAuto"]').disabled);
  assert.equal(await page.inputValue('#action'), 'standard');
  assert.match(await page.textContent('#action-summary'), /Full Auto Burst is not open \(needs a weapon with a full-auto rate of fire\): Standard Attack instead/);
  // A melee weapon: the ranged actions greyed, the melee ones and Parry open.
  await page.selectOption('#w-preset', { index: 7 });
  await page.waitForFunction(() => !document.querySelector('#action option[value="allOut"]').disabled);
  assert.match((await actionOption(page, 'semiAuto')).text, /needs a ranged weapon/);
  assert.equal(await page.$eval('#reaction option[value="parry"]', (o) => o.disabled), false);
  // Dark Heresy 2nd edition's Swift Attack needs its talent, named as the book names it.
  await page.selectOption('[data-testid="ruleset"]', 'dh2');
  await page.selectOption('#w-preset', { index: 7 });
  const swift = await actionOption(page, 'swift');
  assert.equal(swift.disabled, true);
  assert.equal(swift.text, 'Swift Attack \u2014 needs the Swift Attack talent');
  await page.fill('#a-talents-search', 'Swift Attack');
  await page.press('#a-talents-search', 'Enter');
  await page.waitForFunction(() => !document.querySelector('#action option[value="swift"]').disabled);
  await page.selectOption('#action', 'swift');
  await page.fill('#seed', '4');
  const card = await roll(page);
  assert.match(await card.locator('.who').textContent(), /Swift Attack/);
  await page.close();
});

test('an error names the field as the form labels it and brings the field into view with the focus', async () => {
  const page = await openPage(server.url, { width: 390, height: 844 });
  await page.fill('#w-damage', 'a lot');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('[data-testid="roll"]');
  await page.waitForSelector('#error:not([hidden])');
  const text = await page.textContent('#error');
  assert.match(text, /Weapon, Damage: /);
  assert.doesNotMatch(text, /weapon\.damage/, 'no JSON path');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'w-damage');
  const inView = (id) => page.$eval(`#${id}`, (n) => { const b = n.getBoundingClientRect(); return b.top >= 0 && b.bottom <= innerHeight; });
  assert.ok(await inView('w-damage'), 'the field is in view');
  assert.equal(await page.getAttribute('#w-damage', 'aria-invalid'), 'true');
  assert.ok(await page.isVisible('#field-error'));
  assert.match(await page.textContent('#field-error'), /^Weapon, Damage: /);
  const shot = path.join(OUT_DIR, 'phone-error.png');
  await page.screenshot({ path: shot });
  console.log(`# screenshot: ${shot}`);
  // Put right, the next roll clears the marks.
  await page.fill('#w-damage', '1d10+3');
  await roll(page);
  assert.equal(await page.locator('#field-error').count(), 0);
  assert.equal(await page.getAttribute('#w-damage', 'aria-invalid'), null);

  // On the Test tab, an error in the sheet names it and takes the GM there.
  await page.fill('#a-ws', '');
  await page.click('#tab-test');
  await page.selectOption('#test-char', 'ws');
  await page.click('[data-testid="roll"]');
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error'), /Attacker, Weapon Skill: /);
  assert.match(await page.textContent('[data-testid="error-go"]'), /on the Attack tab/);
  await page.click('[data-testid="error-go"]');
  assert.equal(await page.getAttribute('#tab-attack', 'aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'a-ws');
  assert.ok(await inView('a-ws'));

  // At desktop width too: the target's wounds, named and focused.
  const desk = await openPage(server.url, { width: 1280, height: 900 });
  await desk.fill('#t-wounds', '');
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.click('[data-testid="roll"]');
  await desk.waitForSelector('#error:not([hidden])');
  assert.match(await desk.textContent('#error'), /Target, Wounds: /);
  assert.equal(await desk.evaluate(() => document.activeElement.id), 't-wounds');
  assert.ok(await desk.$eval('#t-wounds', (n) => { const b = n.getBoundingClientRect(); return b.top >= 0 && b.bottom <= innerHeight; }));
  await desk.close();
  await page.close();
});

// ---------------------------------------------------------------- the four rulesets

// The comparison's JSON fold: a request and an outcome per line.
async function comparedOf(box) {
  const text = await box.locator('details.raw pre').last().textContent();
  const parts = text.split(/^\/\/ [^\n]*$/m).map((s) => s.trim()).filter(Boolean).map((s) => JSON.parse(s));
  const out = [];
  for (let i = 0; i < parts.length; i += 2) out.push({ request: parts[i], outcome: parts[i + 1] });
  return out;
}

test('one attack under the four rulesets side by side, each the engine\'s outcome, and its link', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  await page.selectOption('#w-preset', { index: 3 });
  await page.selectOption('#t-preset', { index: 0 });
  await page.fill('#seed', '11');
  await page.click('[data-testid="compare"]');
  const box = page.locator('[data-testid="comparison"]');
  await box.waitFor();
  const lines = box.locator('[data-testid="compare-line"]:visible');
  assert.equal(await lines.count(), 4);
  assert.deepEqual(await lines.evaluateAll((ns) => ns.map((n) => `${n.dataset.ruleset}:${n.dataset.ok}`)), RULESETS.map((r) => `${r}:true`));
  // Each column is what the engine gives for that line, with the same seed.
  const compared = await comparedOf(box);
  assert.deepEqual(compared.map((c) => c.request.ruleset), RULESETS);
  const targets = await box.locator('tr[data-row="target"] td').allTextContents();
  for (const [i, c] of compared.entries()) {
    assert.equal(c.request.dice.seed, 11);
    assert.equal(JSON.stringify(engine.resolveAttack(c.request)), JSON.stringify(c.outcome), c.request.ruleset);
    assert.equal(targets[i], String(c.outcome.test.target));
  }
  assert.match(await box.locator('tr[data-row="hit"]').textContent(), /%/);
  assert.match(page.url(), /run=compare/);
  assert.match(page.url(), /rseed=11/);
  await page.evaluate(() => window.scrollTo(0, 0));
  const deskShot = path.join(OUT_DIR, 'desktop-compare.png');
  await page.screenshot({ path: deskShot });

  // The link opens the same comparison; at phone width a card a line, nothing past the edge.
  const phone = await openPage(page.url(), { width: 390, height: 844 });
  const pbox = phone.locator('[data-testid="comparison"]');
  await pbox.waitFor();
  assert.equal(await pbox.locator('[data-testid="compare-line"]:visible').count(), 4);
  assert.equal(await pbox.locator('.compare-table').isVisible(), false);
  assert.deepEqual((await comparedOf(pbox)).map((c) => c.outcome), compared.map((c) => c.outcome));
  assert.ok((await overflow(phone)) <= 0);
  await phone.evaluate(() => document.getElementById('results').scrollIntoView({ block: 'start' }));
  const phoneShot = path.join(OUT_DIR, 'phone-compare.png');
  await phone.screenshot({ path: phoneShot });
  await phone.close();

  // An action a line does not have is that line's error, in words; the others roll.
  await page.selectOption('[data-testid="ruleset"]', 'dh2');
  await page.selectOption('#w-preset', { index: 7 });
  await page.fill('#a-talents-search', 'Swift Attack');
  await page.press('#a-talents-search', 'Enter');
  await page.waitForFunction(() => !document.querySelector('#action option[value="swift"]').disabled);
  await page.selectOption('#action', 'swift');
  await page.click('[data-testid="compare"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="comparison"] [data-testid="compare-line"][data-ruleset="dh1"][data-ok="false"]'));
  assert.equal(await box.locator('[data-testid="compare-line"][data-ruleset="dh2"]:visible').getAttribute('data-ok'), 'true');
  assert.match(await box.locator('tr[data-row="result"]').textContent(), /Not in this line: Dark Heresy \(1st edition\) has no Swift Attack/);
  await page.close();
  await screenshotsHaveContent(deskShot, phoneShot);
});

// ---------------------------------------------------------------- the More tab

const MORE_FN = {
  move: (r) => (r.move ? engine.resolveMove(r) : engine.movement(r)),
  fear: (r) => engine.fearTest(r),
  psychic: (r) => engine.focusPower(r),
  vehicle: (r) => engine.vehicleAction(r),
  chase: (r) => engine.chaseRound(r),
};

async function rollMore(page, view, setup) {
  await page.selectOption('#more-what', view);
  if (setup) await setup(page);
  const card = await roll(page);
  assert.equal(await card.getAttribute('data-view'), view);
  // The engine's card; a psychic attack's own card after it.
  assert.equal(await card.locator('[data-testid="more-card"] .cogitator-card').count(), view === 'psychic' && (await rawOf(card)).outcome.attack ? 2 : 1, `${view}: the engine's card`);
  const text = await card.textContent();
  assert.doesNotMatch(text, /\b(undefined|NaN)\b|\[object/, view);
  assert.ok((await card.locator('.headline').textContent()).trim().length > 3);
  // The same request in Node gives the same outcome.
  const { request, outcome } = await rawOf(card);
  assert.equal(JSON.stringify(MORE_FN[view](request)), JSON.stringify(outcome), view);
  return { card, request, outcome };
}

test('the More tab: movement and leaps, Fear, a psychic power, a vehicle action and a chase, each the engine\'s card', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  await page.click('#tab-more');
  assert.equal(await page.isVisible('#panel-more'), true);
  for (const rs of ['dh1', 'ow', 'dh2']) {
    await page.selectOption('[data-testid="ruleset"]', rs);
    await page.fill('#seed', '7');
    let r = await rollMore(page, 'move', async (p) => { await p.selectOption('#mv-kind', 'leap'); await p.check('#mv-running'); await p.fill('#mv-gap', '2'); });
    assert.equal(r.request.move.kind, 'leap');
    assert.equal(r.request.move.gap, 2);
    r = await rollMore(page, 'move', (p) => p.selectOption('#mv-kind', 'movement'));
    assert.match(await r.card.locator('[data-testid="more-card"]').textContent(), /Half [\d.]+ m, Full [\d.]+ m/);
    await rollMore(page, 'move', async (p) => { await p.selectOption('#mv-kind', 'climb'); await p.check('#mv-env-rubble'); });
    r = await rollMore(page, 'fear', (p) => p.selectOption('#fe-rating', '3'));
    assert.equal(r.request.fear, 3);
    r = await rollMore(page, 'psychic', async (p) => { if (await p.isVisible('#ps-attack')) await p.check('#ps-attack'); });
    assert.equal(r.request.psyker.psyRating, 3);
    assert.match(await r.card.locator('[data-testid="more-card"]').textContent(), new RegExp(`Focus Power, ${r.request.power.name}`));
    r = await rollMore(page, 'vehicle', async (p) => { await p.selectOption('#va-action', 'ram'); await p.selectOption('#va-target', 'vehicle'); });
    assert.equal(r.request.target.kind, 'vehicle');
    await rollMore(page, 'vehicle', (p) => p.selectOption('#va-action', 'evasiveManoeuvring'));
    r = await rollMore(page, 'chase', (p) => p.fill('#ch-distance', '60'));
    assert.equal(r.request.distance, 60);
  }
  // A link replays the roll on screen.
  const url = page.url();
  assert.match(url, /run=more/);
  const html = await page.locator('[data-testid="more-card"]').innerHTML();
  const again = await openPage(url, { width: 1280, height: 900 });
  await again.waitForSelector('[data-testid="more-card"]');
  assert.equal(await again.locator('[data-testid="more-card"]').innerHTML(), html);
  assert.equal(await again.getAttribute('#tab-more', 'aria-selected'), 'true');
  await again.close();
  // A required field left blank: named, and focused.
  await page.selectOption('#more-what', 'vehicle');
  await page.fill('#vh-tactical', '');
  await page.click('[data-testid="roll"]');
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error'), /Vehicle, Tactical Speed \(m\): /);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'vh-tactical');
  await page.selectOption('#vh-preset', '1');
  await page.selectOption('#va-action', 'hitAndRun');
  await page.fill('#seed', '3');
  await roll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const deskShot = path.join(OUT_DIR, 'desktop-more-vehicle.png');
  await page.screenshot({ path: deskShot });
  await page.close();

  const phone = await openPage(server.url, { width: 390, height: 844 });
  await phone.click('#tab-more');
  await phone.selectOption('[data-testid="ruleset"]', 'dh2');
  await phone.fill('#seed', '12');
  const psychic = await rollMore(phone, 'psychic', (p) => p.check('#ps-attack'));
  assert.equal(psychic.request.power.name, engine.catalogue({ ruleset: 'dh2' }).examplePowers[0].power.name, 'the line\'s own example power');
  assert.ok(psychic.outcome.attack, 'the power attacks the target');
  assert.match(await psychic.card.locator('[data-testid="more-card"]').textContent(), /the attack on Heretic cultist/);
  assert.ok((await overflow(phone)) <= 0);
  const phoneShot = path.join(OUT_DIR, 'phone-more-psychic.png');
  await phone.evaluate(() => document.getElementById('results').scrollIntoView({ block: 'start' }));
  await phone.screenshot({ path: phoneShot });
  await phone.close();
  await screenshotsHaveContent(deskShot, phoneShot);
});

// ---------------------------------------------------------------- pick lists, small fixes, touch

test('talents, traits and qualities are picked by their names from a list with search', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  const profile = engine.rulesets().find((p) => p.id === 'dh1');
  for (const kind of ['talent', 'trait', 'quality']) {
    const listed = await page.$$eval(`#dl-${kind} option`, (os) => os.map((o) => o.value));
    assert.deepEqual([...listed].sort(), profile.features.filter((f) => f.kind === kind).map((f) => f.name).sort(), kind);
  }
  // Part of a name and Enter picks it; the link keeps the id.
  await page.fill('#a-talents-search', 'swift');
  await page.press('#a-talents-search', 'Enter');
  assert.equal(await page.inputValue('#a-talents'), 'swift_attack');
  assert.equal(await page.textContent('.features[data-for="a-talents"] .chip-name'), 'Swift Attack');
  // A whole name picks it as it is typed; a trait with a value takes a number beside it.
  await page.fill('#t-traits-search', 'Unnatural Toughness');
  await page.waitForFunction(() => document.getElementById('t-traits').value === 'unnatural_toughness:1');
  await page.fill('.features[data-for="t-traits"] [data-feature="unnatural_toughness"] .chip-value', '3');
  assert.equal(await page.inputValue('#t-traits'), 'unnatural_toughness:3');
  // Several names match: they are listed, nothing is added.
  await page.fill('#t-traits-search', 'unnatural');
  await page.press('#t-traits-search', 'Enter');
  assert.match(await page.textContent('#t-traits-note'), /traits match \u201cunnatural\u201d: Unnatural/);
  assert.equal(await page.inputValue('#t-traits'), 'unnatural_toughness:3');
  // A quality from the list; the request carries the ids.
  await page.fill('#w-qualities-search', 'Tearing');
  await page.press('#w-qualities-search', 'Enter');
  await page.fill('#seed', '2');
  const { request } = await rawOf(await roll(page));
  assert.deepEqual(request.attacker.talents, ['swift_attack']);
  assert.deepEqual(request.target.traits, [{ id: 'unnatural_toughness', value: 3 }]);
  assert.deepEqual(request.weapon.qualities, ['reliable', 'tearing']);
  // Removed with its button.
  await page.click('[aria-label="Remove Swift Attack"]');
  assert.equal(await page.inputValue('#a-talents'), '');
  await page.close();
});

test('the small things: the subtitle, options in capitals, Dodge under Skills, characteristics in full, initiative rows filled, the analysis\'s link, the odds in whole rows', async () => {
  const page = await openPage(server.url, { width: 1280, height: 900 });
  assert.match(await page.textContent('.tagline'), /Dark Heresy \(1st and 2nd editions\), Rogue Trader and Only War/);
  // Every option of every list in the form starts with a capital (or a number).
  const lower = await page.$$eval('#form select option', (os) => os.map((o) => o.textContent).filter((t) => !/^[A-Z0-9(]/.test(t)));
  assert.deepEqual(lower, []);
  assert.deepEqual(await page.$$eval('#reaction option', (os) => os.map((o) => o.textContent.split(' ')[0])), ['None', 'Dodge', 'Parry']);
  // Trained in Dodge is a skill, not a condition.
  assert.equal(await page.$eval('#t-dodge', (n) => document.getElementById(n.closest('[role="group"]').getAttribute('aria-labelledby')).textContent), 'Skills');
  // The attack's settings and the Roll button are at the top of the page.
  const top = await page.$eval('#action', (n) => n.getBoundingClientRect().top);
  const rollTop = await page.$eval('[data-testid="roll"]', (n) => n.getBoundingClientRect().top);
  assert.ok(top < 300 && rollTop < 500, `the action at ${top}px, Roll at ${rollTop}px`);
  const deskTop = path.join(OUT_DIR, 'desktop-top.png');
  await page.screenshot({ path: deskTop });
  // The characteristic lists show their longest name in full.
  await page.click('#tab-test');
  const fits = (p = page) => p.$$eval('#test-char, #opp-a-char', (ns) => ns.filter((n) => n.offsetParent).map((n) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(n).font;
    probe.style.position = 'absolute';
    probe.textContent = [...n.options].map((o) => o.textContent).sort((a, b) => b.length - a.length)[0];
    document.body.append(probe);
    const need = probe.getBoundingClientRect().width + 28;
    probe.remove();
    return n.clientWidth >= need;
  }));
  assert.deepEqual(await fits(), [true]);
  // Initiative: the first two rows are the attacker and the target, and follow the sheets.
  await page.click('#tab-initiative');
  assert.equal(await page.inputValue('#ini-0-name'), await page.inputValue('#a-name'));
  assert.equal(await page.inputValue('#ini-1-name'), await page.inputValue('#t-name'));
  assert.equal(await page.inputValue('#ini-1-ag'), await page.inputValue('#t-ag'));
  assert.deepEqual(await page.$$eval('#combatants input[placeholder]', (ns) => ns.map((n) => n.id)), []);
  await page.click('#tab-attack');
  await page.fill('#a-name', 'Sergeant Brannic');
  await page.fill('#a-ag', '41');
  await page.click('#tab-initiative');
  assert.equal(await page.inputValue('#ini-0-name'), 'Sergeant Brannic');
  assert.equal(await page.inputValue('#ini-0-ag'), '41');
  await page.click('#tab-attack');
  // The analysis is no roll; its six odds fill whole rows.
  await page.click('[data-testid="analyze"]');
  const box = page.locator('[data-testid="analysis"]');
  await box.waitFor();
  assert.match(await box.locator('.replay').textContent(), /Copy link to these odds/);
  assert.doesNotMatch(await box.locator('.replay').textContent(), /roll/i);
  const rows = async (p) => p.$$eval('[data-testid="analysis"] .stat', (ns) => {
    const by = {};
    for (const n of ns) { const t = Math.round(n.getBoundingClientRect().top); by[t] = (by[t] ?? 0) + 1; }
    return Object.values(by);
  });
  const wide = await rows(page);
  assert.ok(wide.every((n) => n === wide[0]), `rows of ${wide}`);
  const phone = await openPage(page.url(), { width: 390, height: 844 });
  await phone.waitForSelector('[data-testid="analysis"]');
  const narrowRows = await rows(phone);
  assert.ok(narrowRows.every((n) => n === narrowRows[0]), `rows of ${narrowRows}`);
  await phone.click('#tab-test');
  assert.deepEqual(await fits(phone), [true]);
  await phone.close();
  await page.close();
  console.log(`# screenshot: ${deskTop}`);
});

test('at 390 px every control of every tab is at least 24 px and nothing is wider than the screen', async () => {
  const page = await openPage(server.url, { width: 390, height: 844 });
  const check = async (where) => {
    const small = await page.$$eval('button, input, select, textarea, summary', (nodes) => nodes
      .filter((n) => n.offsetParent !== null && n.getClientRects().length && n.type !== 'hidden')
      .map((n) => { const r = n.getBoundingClientRect(); return { what: n.id || n.dataset.testid || n.getAttribute('aria-label') || n.textContent.trim().slice(0, 30) || n.tagName, h: r.height, w: r.width }; })
      .filter((s) => s.h < 24 || s.w < 24)
      .map((s) => `${s.what}: ${Math.round(s.w)}x${Math.round(s.h)}`));
    assert.deepEqual(small, [], `${where}: every control at least 24 px`);
    assert.ok((await overflow(page)) <= 0, `${where}: no horizontal overflow`);
    const wide = await page.$$eval('body *', (nodes) => nodes
      .filter((n) => n.getClientRects().length && n.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((n) => !n.closest('details:not([open])'))
      .filter((n) => { for (let p = n.parentElement; p; p = p.parentElement) { const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll') return false; } return true; })
      .map((n) => n.id || n.className || n.tagName));
    assert.deepEqual(wide, [], `${where}: nothing runs past the right edge`);
    return small;
  };
  const phoneTop = path.join(OUT_DIR, 'phone-top.png');
  await page.screenshot({ path: phoneTop });
  await check('the Attack tab');
  await page.fill('#seed', '9');
  await roll(page);
  await check('an attack');
  await page.click('[data-testid="apply-target"]');
  await check('an attack applied');
  await page.click('[data-testid="analyze"]');
  await page.waitForSelector('[data-testid="analysis"]');
  await check('the analysis');
  await page.click('[data-testid="compare"]');
  await page.waitForSelector('[data-testid="comparison"]');
  await check('the comparison');
  for (const tab of ['test', 'opposed', 'initiative']) {
    await page.click(`#tab-${tab}`);
    await check(`the ${tab} tab`);
    await roll(page);
    await check(`the ${tab} tab with an outcome`);
  }
  await page.click('#tab-more');
  for (const view of ['move', 'fear', 'psychic', 'vehicle', 'chase']) {
    await page.selectOption('#more-what', view);
    if (view === 'psychic' && await page.isVisible('#ps-attack')) await page.check('#ps-attack');
    if (view === 'vehicle') await page.selectOption('#va-action', 'ram');
    await check(`the More tab: ${view}`);
    await roll(page);
    await check(`the More tab: ${view} with an outcome`);
  }
  await page.click('#tab-encounter');
  await page.click('[data-testid="enc-ambush"]');
  await check('the Encounter tab');
  await page.close();
  console.log(`# screenshot: ${phoneTop}`);
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
  await screenshotsHaveContent(deskShot, deskEnd);
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
  await screenshotsHaveContent(phoneShot, phoneFull, phoneEnd);
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
