// End to end: a player is looked up by name; their page lists 30 finished games, and "Older games" adds the next page
// below them until the last (the server pages by a cursor: docs/protocol.md "player").
// The database is filled by camelot-siege (70 games between two accounts); pictures of the page
// at phone and desktop widths go to e2e/out.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { launch, out, scratch, serverBin, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const siege = process.env.CAMELOT_SIEGE ?? join(dirname(serverBin), 'camelot-siege');
const work = scratch('pages');
const db = join(work, 'pages.db');
const filled = spawnSync(siege, ['--db', db, '--fill-games', '70', '--fill-accounts', '2', '--fill-only'], { encoding: 'utf8' });
// The first account filled (the database has the computer's players already).
const player = filled.stdout.match(/accounts \((\w+) to/)?.[1];
if (filled.status !== 0 || !player) throw new Error(`camelot-siege could not fill the database: ${filled.stdout}${filled.stderr}`);
const server = await startServer(work, '', db);
const { base } = server;
const browser = await launch();

try {
  for (const [label, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]]) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
    const page = await context.newPage();
    page.on('pageerror', (e) => check(`${label}: no script error (${e.message})`, false));
    // A visitor: players' pages are open before signing up, and looked up by name from the
    // leaderboard.
    await page.goto(`${base}#leaders`);
    await page.getByLabel('Look a player up').fill(player);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByRole('heading', { name: player }).waitFor();
    check(`${label}: a player is looked up by name`, page.url().endsWith(`#player=${player}`));
    const rows = page.locator('.player-page table').nth(1).locator('tr');
    const older = page.getByRole('button', { name: 'Older games' });
    await older.waitFor();
    check(`${label}: the first page lists 30 games`, (await rows.count()) === 31);
    await page.screenshot({ path: join(out, `player-pages-${label}.png`), fullPage: true });
    await older.click();
    await page.waitForFunction(() => document.querySelectorAll('.player-page table')[1].querySelectorAll('tr').length > 31);
    check(`${label}: "Older games" adds the next 30 below`, (await rows.count()) === 61);
    await older.click();
    await page.waitForFunction(() => document.querySelectorAll('.player-page table')[1].querySelectorAll('tr').length > 61);
    check(`${label}: the last page adds the last 10, and the button is gone`, (await rows.count()) === 71 && (await older.count()) === 0);
    await context.close();
  }
} catch (e) {
  check(`the journey ran to its end (${e.message})`, false);
} finally {
  await browser.close();
  server.stop();
}
process.exit(t.report('e2e player pages'));
