// End to end against a real camelot-server on 127.0.0.1 (issue 36): a player signs up,
// opens "Play the computer", reads that such games are unrated, starts a game against
// Beginner, plays a few moves by clicking squares by their accessible names and sees the
// computer answer each, resigns, asks the engine to analyse the game and steps through the
// review with its evaluation, graph and best move; then the analysis board evaluates a
// position. At desktop and phone (390x844) sizes; screenshots go to e2e/out/computer-*.png.
import { join } from 'node:path';
import { clickMove, launch, out, scratch, signUp, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('e2e-computer'), 'signups_per_ip_per_hour = 100\nanalysis_ms = 50\n');
const { base } = server;
const browser = await launch();

async function journey(size, name) {
  const context = await browser.newContext({ locale: 'en-US', viewport: size });
  const page = await context.newPage();
  page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
  await page.goto(base);
  await signUp(page, name);
  await page.getByRole('heading', { name: 'Open seeks' }).waitFor();

  await page.getByRole('link', { name: 'Play the computer' }).click();
  await page.getByRole('heading', { name: 'Play the computer' }).waitFor();
  check(`${name}: the page says games against the computer are unrated`, await page.getByText(/are unrated/).isVisible());
  await page.getByLabel('Level').selectOption('beginner');
  await page.getByLabel('Colour').selectOption('white');
  await page.screenshot({ path: join(out, `computer-form-${name}.png`) });
  await page.getByRole('button', { name: 'Play the computer' }).click();
  await page.getByRole('heading', { name: /Game \d+/ }).waitFor();
  check(`${name}: the computer is the opponent`, await page.getByText('Computer (Beginner)').first().isVisible());
  const waits = [];
  for (let i = 0; i < 3; i++) {
    await page.getByText('Your move.').waitFor();
    const before = await page.locator('.moves .ply').count();
    const t0 = performance.now();
    await clickMove(page);
    await page.locator('.moves .ply').nth(before + 1).waitFor();
    waits.push(performance.now() - t0);
  }
  const plies = await page.locator('.moves .ply').count();
  check(`${name}: three moves each, the computer answering (${waits.map(Math.round).join(', ')} ms)`, plies >= 6);
  await page.screenshot({ path: join(out, `computer-game-${name}.png`) });
  await page.getByRole('button', { name: 'Resign' }).click();
  await page.getByRole('button', { name: 'Click again to resign' }).click();
  await page.locator('.result').waitFor();
  const played = (await page.getByRole('heading', { name: /Game \d+/ }).innerText()).match(/\d+/)[0];

  await page.getByRole('button', { name: 'Analyse with the engine' }).click();
  const status = page.locator('.analysis [role=status]');
  await status.filter({ hasText: /^Evaluation: / }).waitFor();
  check(`${name}: the review shows the engine's evaluation (${await status.innerText()})`, /Evaluation: /.test(await status.innerText()));
  check(`${name}: the evaluation graph is drawn`, await page.locator('svg.eval-graph polyline').isVisible());
  await page.getByRole('button', { name: 'To the start' }).click();
  await page.getByRole('button', { name: 'Show the best move' }).click();
  const best = await page.getByText(/The engine's move here: /).innerText();
  check(`${name}: the best move on request (${best})`, /here: \S+/.test(best));
  await page.getByRole('button', { name: 'Forward one move' }).click();
  await page.screenshot({ path: join(out, `computer-review-${name}.png`), fullPage: true });
  const wide = await page.evaluate(() => document.scrollingElement.scrollWidth);
  check(`${name}: nothing wider than the page (${wide} px for ${size.width})`, wide <= size.width);

  await page.getByRole('link', { name: 'Analysis board' }).click();
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await page.getByText(/^Evaluation: /).waitFor();
  check(`${name}: the analysis board evaluates the position`, await page.getByText(/The engine's move here: /).isVisible());
  await page.screenshot({ path: join(out, `computer-board-${name}.png`) });
  // Another game's position, drawn on its own board.
  await page.getByLabel('Game', { exact: true }).selectOption('camette');
  await page.waitForFunction(() => document.querySelector('#position').value.length > 0);
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await page.locator('.board-answer svg').waitFor();
  check(`${name}: a Camette position evaluated and drawn on Camette's board`, (await page.locator('.board-answer [data-square]').count()) < 40);
  await page.screenshot({ path: join(out, `computer-board-camette-${name}.png`) });

  // A rematch against the computer, from the game's link: a new game at once, colours
  // swapped, Black's board drawn from Black's side (the computer answers no offer).
  await page.goto(`${base}#game=${played}`);
  await page.locator('.result').waitFor();
  await page.getByRole('button', { name: 'Rematch', exact: true }).click();
  await page.getByRole('heading', { name: new RegExp(`Game (?!${played}\\b)\\d+`) }).waitFor();
  check(`${name}: Rematch against the computer starts a new game`, (await page.getByText('That is not allowed now.').count()) === 0);
  const below = await page.locator('.board-wrap > .player').last().getAttribute('class');
  check(`${name}: playing Black in the rematch, Black's side is below (${below})`, below.includes('black'));
  await context.close();
}

try {
  await journey({ width: 1280, height: 800 }, 'Desk');
  await journey({ width: 390, height: 844 }, 'Phone');
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  await browser.close();
  server.stop();
  process.exit(t.report('e2e computer'));
}
