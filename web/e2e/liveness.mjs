// End to end against a real camelot-server on 127.0.0.1 pinging every 400 ms: a signed-in
// page answers the pings and stays online while idle; when the server falls silent (stopped
// with SIGSTOP, its sockets still open) the page says the connection is lost within a few
// intervals, and once the server runs again it reconnects by itself.
// Screenshots of the lost connection (desktop and 390 px) go to e2e/out/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const here = new URL('.', import.meta.url).pathname;
const root = join(here, '../..');
const server = process.env.CAMELOT_SERVER ?? join(root, 'target/debug/camelot-server');
const out = join(here, 'out');
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'camelot-e2e-live-'));
let failed = 0;

function check(what, ok) {
  if (!ok) failed++;
  console.log(`${ok ? 'ok' : 'FAILED'} - ${what}`);
}

const config = join(work, 'config.toml');
writeFileSync(config, 'ping_interval_ms = 400\nping_misses = 2\n');
const child = spawn(server, ['--listen', '127.0.0.1:0', '--db', join(work, 'e2e.db'), '--config', config], {
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
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

try {
  for (const [name, viewport] of [
    ['Lia', { width: 1280, height: 800 }],
    ['Mo', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ locale: 'en-US', viewport });
    const page = await context.newPage();
    page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
    await page.goto(`http://${addr}/`);
    await page.getByLabel(/Your name/).fill(name);
    await page.getByRole('button', { name: 'Sign up and enter the lobby' }).click();
    const status = page.getByRole('status');
    await status.getByText('Online.').waitFor({ timeout: 10_000 });
    // Five intervals idle: the page's pongs keep it online (two silent ones would close it).
    await page.waitForTimeout(2000);
    check(`${name}: answers the pings and stays online while idle`, (await status.textContent()).includes('Online.'));
    child.kill('SIGSTOP');
    const lost = await status
      .getByText(/Connection lost/)
      .waitFor({ timeout: 5000 })
      .then(() => true, () => false);
    check(`${name}: a silent server shows as a lost connection`, lost);
    await page.screenshot({ path: join(out, `liveness-lost-${viewport.width}.png`) });
    child.kill('SIGCONT');
    const back = await status
      .getByText('Online.')
      .waitFor({ timeout: 15_000 })
      .then(() => true, () => false);
    check(`${name}: reconnects once the server answers again`, back);
    await context.close();
  }
} finally {
  child.kill('SIGCONT');
  await browser.close();
  child.kill();
  rmSync(work, { recursive: true, force: true });
}
if (failed > 0) {
  console.log(`${failed} failed`);
  process.exit(1);
}
