// End to end against a real camelot-server on 127.0.0.1: the lobby's news reaches a page only
// while it shows the lobby. Cat's lobby shows Dan's seek come and go by itself (no reload);
// once Cat opens the leaderboard, her page says `unwatch_lobby` and hears no seek of Dan's
// churn; back in the lobby it says `watch_lobby` and shows the seek Dan left open.
import { launch, scratch, signUp, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('e2e-lobby'), 'signups_per_ip_per_hour = 100\n');
const { base } = server;
const browser = await launch();

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
  await signUp(page, name);
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
  server.stop();
  process.exit(t.report('lobby e2e'));
}
