// End to end, issue 36's first-time visitor against a real camelot-server on 127.0.0.1, at
// desktop and phone (390x844, touch) sizes: "Play the computer" with no name asked (the
// server makes a guest's account, kept by this browser), a whole game against Beginner
// played to its end by clicking the squares by their accessible names, its review with the
// engine's evaluation, nothing wider than the window; then the guest chooses a name from the
// header and finds the game on its page under that name. Lesson 3, done in this browser as a
// visitor, is done in the guest's account. Screenshots go to e2e/out/guest-*.png.
import { join } from 'node:path';
import { clickMove, launch, out, scratch, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('guest'), 'analysis_ms = 50\n');
const { base } = server;
const browser = await launch();

const rank = (square) => Number(square.slice(1));
/** Presses on towards Black's castle: the most advanced square offered. */
const forward = (squares) => squares.sort((a, b) => rank(b) - rank(a))[0];

async function journey(name, options, claim) {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
  await page.goto(base);
  // Lesson 3's two exercises, solved here as a visitor (as lessons.ts keeps them).
  await page.evaluate(() => localStorage.setItem('camelot.lessons', JSON.stringify([{ lesson: 3, step: 2 }, { lesson: 3, step: 3 }])));
  await page.getByRole('link', { name: 'Play the computer' }).click();
  await page.getByLabel('Level').selectOption('beginner');
  await page.getByLabel('Colour').selectOption('white');
  await page.getByRole('button', { name: 'Play the computer' }).click();
  await page.getByRole('heading', { name: /Game \d+/ }).waitFor();
  const header = await page.locator('header .conn').innerText();
  check(`${name}: the game started with no name asked (${header})`, (await page.locator('#name').count()) === 0 && /guest-\w+/.test(header));
  const guest = header.match(/guest-\w+/)[0];
  check(`${name}: an untimed game shows no clock (${await page.locator('h2', { hasText: /Game \d+/ }).innerText()})`, (await page.locator('.clock').count()) === 0);
  const kept = await page.evaluate(() => localStorage.getItem('camelot.lessons'));
  check(`${name}: the browser's lesson progress went to the account (${kept})`, kept === null);

  let plies = 0;
  for (; plies < 400 && !(await page.locator('.result').count()); plies = await page.locator('.moves .ply').count()) {
    if (await page.locator('[data-square].movable').count()) await clickMove(page, forward);
    else await page.waitForTimeout(50);
    await page.waitForFunction((n) => document.querySelectorAll('.moves .ply').length > n || document.querySelector('.result') !== null, plies);
  }
  const result = await page.locator('.result').innerText();
  check(`${name}: a whole game against Beginner played by clicking squares, ${plies} plies (${result.replace(/\s+/g, ' ')})`, plies > 0);
  check(`${name}: never asked for a name`, (await page.locator('#name').count()) === 0);
  await page.screenshot({ path: join(out, `guest-end-${name}.png`), fullPage: true });

  await page.getByRole('button', { name: 'Analyse with the engine' }).click();
  const status = page.locator('.analysis [role=status]');
  await status.filter({ hasText: /^Evaluation: / }).waitFor();
  check(`${name}: the review shows the engine's evaluation (${await status.innerText()})`, true);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > options.viewport.width) {
    console.log(await page.evaluate((w) => [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > w + 1).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent.slice(0, 40)}`).join('\n'), options.viewport.width));
  }
  check(`${name}: nothing wider than the window (${wide} px for ${options.viewport.width})`, wide <= options.viewport.width);
  await page.screenshot({ path: join(out, `guest-review-${name}.png`), fullPage: true });

  // The guest chooses a name: the account, and the game, are kept under it.
  await page.getByRole('link', { name: 'Choose a name' }).click();
  await page.locator('#name').fill(claim);
  await page.getByRole('button', { name: 'Take this name' }).click();
  await page.locator('header .conn', { hasText: claim }).waitFor();
  check(`${name}: the guest took the name ${claim} (${await page.locator('header .conn').innerText()})`, !(await page.locator('header .conn').innerText()).includes(guest));
  await page.goto(`${base}#player=${claim}`);
  await page.locator('.player-page h2', { hasText: claim }).waitFor();
  const against = page.locator('.player-page td a', { hasText: 'Computer (Beginner)' });
  await against.first().waitFor();
  check(`${name}: the game is on ${claim}'s page`, (await against.count()) === 1);
  await page.reload();
  await page.locator('header .conn', { hasText: claim }).waitFor();
  check(`${name}: this browser keeps the account`, true);
  await page.goto(`${base}#lessons`);
  await page.locator('.lessons li').nth(13).waitFor();
  await page.locator('.lessons li', { hasText: '✔' }).first().waitFor();
  check(`${name}: lesson 3 is done in the account: ${await page.locator('.lessons li').nth(2).innerText()}`, (await page.locator('.lessons li').nth(2).innerText()).includes('✔'));
  await context.close();
}

try {
  await journey('desktop', { viewport: { width: 1280, height: 800 } }, 'Gwen');
  await journey('phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, 'Pip');
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  await browser.close();
  server.stop();
  process.exit(t.report('guest e2e'));
}
