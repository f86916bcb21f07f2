// End to end against a real camelot-server on 127.0.0.1: the lobby's news reaches a page only
// while it shows the lobby. Cat's lobby shows Dan's seek come and go by itself (no reload);
// once Cat opens the leaderboard, her page says `unwatch_lobby` and hears no seek of Dan's
// churn; back in the lobby it says `watch_lobby` and shows the seek Dan left open.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const here = new URL('.', import.meta.url).pathname;
const server = process.env.CAMELOT_SERVER ?? join(here, '../../target/debug/camelot-server');
const work = mkdtempSync(join(tmpdir(), 'camelot-e2e-lobby-'));
let failed = 0;
let passed = 0;

function check(what, ok) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok' : 'FAILED'} - ${what}`);
}

const config = join(work, 'limits.toml');
writeFileSync(config, 'signups_per_ip_per_hour = 100\n');
const child = spawn(server, ['--listen', '127.0.0.1:0', '--db', join(work, 'e2e.db'), '--config', config], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise((resolve, reject) => {
  let text = '';
  child.stdout.on('data', (d) => {
    text += d;
    const m = text.match(/listening on ws:\/\/(\S+)/);
    if (m) resolve(`http://${m[1]}/`);
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** A player signed up in a page of their own; `frames` collects the messages' types, sent
 * (`> type`) and received (`< type`). */
async function player(name) {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
  const frames = [];
  page.on('websocket', (ws) => {
    const type = (text) => JSON.parse(String(text)).type;
    ws.on('framesent', (f) => frames.push(`> ${type(f.payload)}`));
    ws.on('framereceived', (f) => frames.push(`< ${type(f.payload)}`));
  });
  await page.goto(base);
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('button', { name: 'Sign up and enter the lobby' }).click();
  await page.getByRole('heading', { name: 'Open seeks' }).waitFor();
  return { page, frames };
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

try {
  const cat = await player('Cat');
  const dan = await player('Dan');
  check('the lobby is watched on entering it', cat.frames.includes('> watch_lobby'));
  const dans = cat.page.locator('li', { hasText: 'Dan (' });
  await dan.page.getByRole('button', { name: 'Post a seek' }).click();
  await dans.waitFor({ timeout: 5_000 });
  check("Dan's seek appears in Cat's lobby by itself", true);
  await dan.page.getByRole('button', { name: 'Cancel my seek' }).click();
  await dans.waitFor({ state: 'detached', timeout: 5_000 });
  check("Dan's cancelled seek leaves Cat's lobby by itself", true);

  await cat.page.getByRole('link', { name: 'Leaderboard' }).click();
  await cat.page.waitForFunction(() => !document.querySelector('.lobby'));
  await wait(300);
  check('leaving the lobby unwatches it', cat.frames.includes('> unwatch_lobby'));
  const heard = cat.frames.length;
  for (let i = 0; i < 5; i++) {
    await dan.page.getByRole('button', { name: 'Post a seek' }).click();
    await dan.page.getByRole('button', { name: 'Cancel my seek' }).click();
  }
  await dan.page.getByRole('button', { name: 'Post a seek' }).click();
  await dan.page.getByRole('button', { name: 'Cancel my seek' }).waitFor();
  await wait(800);
  const meanwhile = cat.frames.slice(heard).filter((f) => f.startsWith('<'));
  check(`away from the lobby no lobby news arrives (${meanwhile.join(', ') || 'nothing'})`, !meanwhile.includes('< lobby'));

  await cat.page.getByRole('link', { name: 'Lobby' }).click();
  await dans.waitFor({ timeout: 5_000 });
  check('back in the lobby it is watched again and shows the seek left open', cat.frames.slice(heard).includes('> watch_lobby'));
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  await browser.close();
  child.kill();
  rmSync(work, { recursive: true, force: true });
  console.log(`e2e lobby: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
