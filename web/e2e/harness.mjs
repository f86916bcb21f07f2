// What every end-to-end journey shares: the binaries under test, a scratch folder, a
// camelot-server of its own on 127.0.0.1 (port 0), Debian's Chromium, the tally of checks,
// signing up as a visitor does, and the test that a page says no English sentence.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const here = new URL('.', import.meta.url).pathname;
export const root = join(here, '../..');
export const serverBin = process.env.CAMELOT_SERVER ?? join(root, 'target/debug/camelot-server');
// `camelot-cli online bot` (play.mjs: a Camette game against the engine).
export const cliBin = process.env.CAMELOT_CLI ?? join(root, 'target/debug/camelot-cli');
/** Screenshots, for a person to look at. */
export const out = join(here, 'out');
mkdirSync(out, { recursive: true });

/** The checks of one journey: each said as it is made, the count at the end. */
export function tally() {
  const t = { passed: 0, failed: 0, started: performance.now() };
  t.check = (what, ok) => {
    if (ok) t.passed++;
    else t.failed++;
    console.log(`${ok ? 'ok' : 'FAILED'} - ${what}`);
  };
  t.report = (name) => {
    console.log(`${name}: ${t.passed} passed, ${t.failed} failed (${Math.round(performance.now() - t.started)} ms)`);
    return t.failed === 0 ? 0 : 1;
  };
  return t;
}

/** A scratch folder, removed by `server.stop()`. */
export function scratch(prefix) {
  return mkdtempSync(join(tmpdir(), `camelot-${prefix}-`));
}

/** A camelot-server on a fresh database in `work`, with `config` (TOML) as its limits file;
 * resolves once it listens. `base` is its page's address. */
export async function startServer(work, config = '', db = join(work, 'e2e.db')) {
  const file = join(work, 'config.toml');
  writeFileSync(file, config);
  const child = spawn(serverBin, ['--listen', '127.0.0.1:0', '--db', db, '--config', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const addr = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      const m = text.match(/listening on ws:\/\/(\S+)/);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const stop = () => {
    child.kill();
    rmSync(work, { recursive: true, force: true });
  };
  return { child, addr, base: `http://${addr}/`, stop };
}

/** Debian's Chromium (never a browser download of Playwright's own), a fresh profile. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** Signs up as `name` on a page of the site, in any language: a visitor looks first, and
 * the header's link asks for a name; done when the header names the player. */
export async function signUp(page, name) {
  await page.locator('header a[href="#signup"]').click();
  await page.locator('#name').fill(name);
  await page.locator('.signup button[type=submit]').click();
  await page.locator('header .conn', { hasText: name }).waitFor();
}

/** Plays one move by the squares' accessible names: a piece that may move, then landings
 * until the move ends ("end the move here" when it could go on). `pick` chooses among the
 * squares offered (the first by default). */
export async function clickMove(page, pick = (squares) => squares[0]) {
  const origins = page.locator('[data-square].movable');
  await origins.first().waitFor();
  const squares = (at) => at.evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
  const click = async (square) => {
    const name = await page.locator(`[data-square="${square}"]`).getAttribute('aria-label');
    await page.getByRole('button', { name, exact: true }).click();
  };
  await click(pick(await squares(origins)));
  for (let legs = 0; legs < 20; legs++) {
    const targets = await squares(page.locator('[data-square]:has(.target)'));
    if (targets.length === 0) break;
    await click(pick(targets));
  }
  if (await page.locator('#end-here').count()) await page.locator('#end-here').click();
}

/** The English sentences of `files` (assets/i18n) that `lang` says otherwise, found in any of
 * `pages` (their text): an English message of two words or more, or one long word, whole
 * words only (Swedish "Resultat" is not English "Result"; "Lobby" is Swedish too). */
export function englishIn(lang, pages, files = ['common', 'web']) {
  const messages = (l) =>
    new Map(files.flatMap((file) =>
      [...readFileSync(join(root, `assets/i18n/${l}/${file}.ftl`), 'utf8').matchAll(/^([\w-]+) = (.+)$/gm)])
      .map((m) => [m[1], m[2].replace(/\{[^}]*\}/g, '').trim()]));
  const own = messages(lang.slice(0, 2));
  const sentences = [...messages('en')]
    .filter(([id, s]) => own.get(id) !== s && (s.includes(' ') || s.length >= 6))
    .map(([, s]) => s);
  const whole = (s) => new RegExp(`(?<!\\p{L})${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');
  return sentences.filter((s) => pages.some((p) => whole(s).test(p)));
}
