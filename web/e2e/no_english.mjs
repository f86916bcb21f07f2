// End to end, issue 36's "no English sentence": a first-time visitor walks the whole site in
// Russian (phone, 390x844) and Swedish (desktop) against a real camelot-server on 127.0.0.1:
// the lobby (a seek, a game against the computer being played), that game watched, "Play the
// computer" and a game against Beginner started and played by clicking the squares'
// accessible names, resigned and reviewed with the engine's evaluation, a lesson's exercise
// (a wrong move's sentence too), a puzzle from its link and the puzzles' page, every rules
// page, the leaderboard, a player's page and the computer's, the analysis board and two
// players at one device. The page's text (document.body.innerText) must hold no English
// sentence of the files the site reads (a message of two words or more that the page's
// language says otherwise), and the phone nothing wider than 390 px. Screenshots go to
// e2e/out/no-english-*.png.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clickMove, englishIn, launch, out, root, scratch, signUp, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('no-english'), 'signups_per_ip_per_hour = 100\nanalysis_ms = 50\n');
const { base } = server;
const browser = await launch();

const FILES = ['common', 'web', 'game', 'lessons', 'lesson-checks', 'puzzles'];
const words = (lang) =>
  new Map(FILES.flatMap((f) => [...readFileSync(join(root, `assets/i18n/${lang}/${f}.ftl`), 'utf8').matchAll(/^([\w-]+) = (.+)$/gm)]).map((m) => [m[1], m[2]]));
const VARIANTS = ['camelot', 'camette', 'cam', 'chivalry', 'anti', 'river'];
const sq = (page, name) => page.getByRole('button', { name, exact: true });

/** Ann, in English: an open seek, and a game against the computer that visitors can watch. */
async function ann() {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(base);
  await signUp(page, 'Ann');
  await page.getByRole('button', { name: 'Post a seek' }).click();
  await page.getByRole('button', { name: 'Cancel my seek' }).waitFor();
  await page.goto(`${base}#computer`);
  await page.getByLabel('Level').selectOption('beginner');
  await page.getByLabel('Colour').selectOption('white');
  await page.getByRole('button', { name: 'Play the computer' }).click();
  await page.getByRole('heading', { name: /Game \d+/ }).waitFor();
  await clickMove(page);
  return Number(new URL(page.url()).hash.split('=')[1]);
}

async function walk(lang, locale, options, annGame) {
  const w = words(lang);
  const plain = (id) => w.get(id).replace(/\{[^}]*\}/g, '').trim();
  const context = await browser.newContext({ locale, ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => check(`${lang}: no script error (${e.message})`, false));
  const pages = [];
  const width = options.viewport.width;
  const look = async (what) => {
    await page.waitForTimeout(150);
    pages.push({ what, text: await page.locator('body').innerText() });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(`${lang}: ${what} is no wider than ${width} px (${wide})`, wide <= width);
    await page.screenshot({ path: join(out, `no-english-${lang}-${what.replace(/\W+/g, '-')}.png`), fullPage: true });
  };

  // The lobby: Ann's seek, and her game against the computer, named in the page's language.
  await page.goto(base);
  await page.locator('li.seek').waitFor();
  const computer = w.get('player-computer').replace('{ $level }', w.get('level-beginner'));
  await page.getByText(computer).first().waitFor();
  check(`${lang}: the lobby names the computer "${computer}"`, true);
  const header = await page.locator('header .conn').innerText();
  check(`${lang}: no offline warning for a visitor (${header})`, !header.includes(plain('signin-reconnecting')));
  await look('lobby');
  await page.goto(`${base}#game=${annGame}`);
  await page.locator('.player .name', { hasText: computer }).waitFor();
  await look('watched game');

  // A game against the computer, played by the squares' names, resigned and reviewed.
  await page.goto(`${base}#computer`);
  await page.locator('#level').waitFor();
  await look('play the computer');
  // No name asked: the server makes a guest's account.
  await page.locator('#level').selectOption('beginner');
  await page.locator('#color').selectOption('white');
  await page.locator('.card .actions button.primary').click();
  await page.locator('.player .name', { hasText: computer }).waitFor();
  check(`${lang}: a visitor plays the computer with no name asked`, (await page.locator('#name').count()) === 0);
  for (let i = 0; i < 2; i++) {
    const before = await page.locator('.moves .ply').count();
    await clickMove(page);
    await page.locator('.moves .ply').nth(before + 1).waitFor();
  }
  await look('game against the computer');
  await page.locator('#resign').click();
  await page.locator('#resign').click();
  await page.locator('.result').waitFor();
  await page.locator('.analysis button').click();
  await page.locator('.analysis svg.eval-graph').waitFor();
  await look('review with the evaluation');

  // A lesson's exercise, a wrong move first; a puzzle from its link; the puzzles' page.
  await page.goto(`${base}#lesson=3`);
  await page.locator('.lesson h2').waitFor();
  await page.locator('.lesson button.next').click();
  await page.locator('.lesson button.next').click();
  await page.locator('.lesson .goal').waitFor();
  // C5-C7 could go on: the second click on C7 ends it there.
  for (const s of ['C5', 'C7']) await sq(page, s).click();
  const mistake = page.getByText(plain('lesson-03-step-3-mistake-1'));
  await page.waitForTimeout(500);
  if (!(await mistake.count())) await sq(page, 'C7').click();
  await mistake.waitFor();
  await look('lesson');
  await page.goto(`${base}#puzzle=camelot-1479`);
  await page.getByText('camelot-1479').first().waitFor();
  await look('puzzle');
  await page.goto(`${base}#puzzles`);
  await page.locator('.learn').waitFor();
  await look('puzzles');

  // The rules, the leaderboard, players' pages, the analysis board, two at one device.
  for (const v of VARIANTS) {
    await page.goto(`${base}#rules=${v}`);
    await page.locator('.rules p').first().waitFor();
    await look(`rules of ${v}`);
  }
  await page.goto(`${base}#leaders`);
  await page.locator('main .card').first().waitFor();
  await look('leaderboard');
  await page.goto(`${base}#player=Ann`);
  await page.locator('.player-page').waitFor();
  await look('player page');
  await page.goto(`${base}#player=${encodeURIComponent('Computer (Beginner)')}`);
  await page.locator('.player-page h2', { hasText: computer }).waitFor();
  await look("the computer's page");
  await page.goto(`${base}#analysis`);
  await page.locator('#position').waitFor();
  await look('analysis board');
  await page.goto(`${base}#local`);
  await page.locator('main .card').first().waitFor();
  await look('two at one device');

  const found = pages.flatMap((p) => englishIn(lang, [p.text], FILES).map((s) => `${p.what}: ${s}`));
  check(`${lang}: no English sentence on any page (${found.join(' | ')})`, found.length === 0);
  await context.close();
}

try {
  const game = await ann();
  await walk('ru', 'ru-RU', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, game);
  await walk('sv', 'sv-SE', { viewport: { width: 1280, height: 800 } }, game);
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  await browser.close();
  server.stop();
  process.exit(t.report('no-english e2e'));
}
