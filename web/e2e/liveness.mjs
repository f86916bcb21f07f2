// End to end against a real camelot-server on 127.0.0.1 pinging every 400 ms: a signed-in
// page answers the pings and stays online while idle; when the server falls silent (stopped
// with SIGSTOP, its sockets still open) the page says the connection is lost within a few
// intervals, and once the server runs again it reconnects by itself.
// Screenshots of the lost connection (desktop and 390 px) go to e2e/out/.
import { join } from 'node:path';
import { launch, out, scratch, signUp, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('e2e-live'), 'ping_interval_ms = 400\nping_misses = 2\n');
const { base, child } = server;
const browser = await launch();

try {
  for (const [name, viewport] of [
    ['Lia', { width: 1280, height: 800 }],
    ['Mo', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ locale: 'en-US', viewport });
    const page = await context.newPage();
    page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
    await page.goto(base);
    await signUp(page, name);
    // All well: the header names the player and says nothing of the connection.
    const status = page.locator('header .conn');
    const online = async () => {
      const text = await status.textContent();
      return text.includes(name) && !/Connecting|Connection lost/.test(text);
    };
    // Five intervals idle: the page's pongs keep it online (two silent ones would close it).
    await page.waitForTimeout(2000);
    check(`${name}: answers the pings and stays online while idle`, await online());
    child.kill('SIGSTOP');
    const lost = await status
      .getByText(/Connection lost/)
      .waitFor({ timeout: 5000 })
      .then(() => true, () => false);
    check(`${name}: a silent server shows as a lost connection`, lost);
    await page.screenshot({ path: join(out, `liveness-lost-${viewport.width}.png`) });
    child.kill('SIGCONT');
    let back = false;
    for (let i = 0; i < 150 && !back; i++) {
      await page.waitForTimeout(100);
      back = await online();
    }
    check(`${name}: reconnects once the server answers again`, back);
    await context.close();
  }
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  child.kill('SIGCONT');
  await browser.close();
  server.stop();
  process.exit(t.report('liveness e2e'));
}
