// What every browser test shares: where the package and Chromium are, and how Chromium is
// started here (headless, no sandbox, no background traffic on the closed network).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PKG_DIR = path.resolve(process.env.COGITATOR_PKG_DIR || path.join(ROOT, 'pkg'));
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
