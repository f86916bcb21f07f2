// End to end: a player's page lists 30 finished games, and "Older games" adds the next page
// below them until the last (the server pages by a cursor: docs/protocol.md "player").
// The database is filled by camelot-siege (70 games between a1 and a2); pictures of the page
// at phone and desktop widths go to e2e/out.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const server = process.env.CAMELOT_SERVER;
const siege = process.env.CAMELOT_SIEGE ?? join(dirname(server), 'camelot-siege');
const out = join(dirname(fileURLToPath(import.meta.url)), 'out');
mkdirSync(out, { recursive: true });
const db = join(mkdtempSync(join(tmpdir(), 'camelot-pages-')), 'pages.db');
let failed = 0;
let passed = 0;
function check(what, ok) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok' : 'FAILED'} - ${what}`);
}

const filled = spawnSync(siege, ['--db', db, '--fill-games', '70', '--fill-accounts', '2', '--fill-only'], { stdio: 'inherit' });
if (filled.status !== 0) throw new Error('camelot-siege could not fill the database');
const child = spawn(server, ['--listen', '127.0.0.1:0', '--db', db], { stdio: ['ignore', 'pipe', 'inherit'] });
const addr = await new Promise((resolve, reject) => {
  let text = '';
  child.stdout.on('data', (d) => {
    text += d;
    const m = text.match(/listening on ws:\/\/(\S+)/);
    if (m) resolve(m[1]);
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://${addr}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

try {
  for (const [label, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]]) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
    const page = await context.newPage();
    page.on('pageerror', (e) => check(`${label}: no script error (${e.message})`, false));
    await page.goto(base);
    await page.getByLabel(/Your name/).fill(`Eve${label}`);
    await page.getByRole('button', { name: 'Sign up and enter the lobby' }).click();
    await page.getByRole('heading', { name: 'Open seeks' }).waitFor();
    await page.goto(`${base}#player=a1`);
    const rows = page.locator('.player-page table').nth(1).locator('tr');
    const older = page.getByRole('button', { name: 'Older games' });
    await older.waitFor();
    check(`${label}: the first page lists 30 games`, (await rows.count()) === 31);
    await page.screenshot({ path: join(out, `player-pages-${label}.png`), fullPage: true });
    await older.click();
    await page.waitForFunction(() => document.querySelectorAll('.player-page table:nth-of-type(2) tr').length > 31);
    check(`${label}: "Older games" adds the next 30 below`, (await rows.count()) === 61);
    await older.click();
    await page.waitForFunction(() => document.querySelectorAll('.player-page table:nth-of-type(2) tr').length > 61);
    check(`${label}: the last page adds the last 10, and the button is gone`, (await rows.count()) === 71 && (await older.count()) === 0);
    await context.close();
  }
} catch (e) {
  check(`the journey ran to its end (${e.message})`, false);
} finally {
  await browser.close();
  child.kill();
}
console.log(`e2e player pages: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
