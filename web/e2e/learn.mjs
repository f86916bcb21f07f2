// End to end, lessons and puzzles against a real camelot-server on 127.0.0.1: a puzzle opened
// from its link (#puzzle=camelot-1479, the game's id) solved by clicking squares by their
// accessible names, the opponent's replies played; a lesson's exercise (lesson 3, the canter)
// answered first wrongly (the game's sentence, the move taken back), then rightly. At desktop
// and phone sizes (390x844, touch), signed in and as a visitor, in English, Russian and
// Swedish, the last two with no English sentence. Screenshots go to e2e/out/learn-*.png.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { englishIn, launch, out, root, scratch, signUp, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('learn'), '');
const { base } = server;
const browser = await launch();

const PUZZLE = 'camelot-1479';
const puzzle = readFileSync(join(root, 'crates/camelot-puzzles/data/puzzles.jsonl'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l.includes(`"${PUZZLE}"`))
  .map((l) => JSON.parse(l))[0];

// Every sentence of a language's files the browser and these pages read, by id.
const FILES = ['common', 'web', 'game', 'lessons', 'lesson-checks', 'puzzles'];
const messages = (lang) =>
  new Map(FILES.flatMap((file) => [...readFileSync(join(root, `assets/i18n/${lang}/${file}.ftl`), 'utf8').matchAll(/^([\w-]+) = (.+)$/gm)]).map((m) => [m[1], m[2]]));
const plain = (s) => s.replace(/\{[^}]*\}/g, '').trim();

const sq = (page, name) => page.getByRole('button', { name, exact: true });
const say = (page) => page.locator('.learn .say[role=status]');
const squaresOf = (move) => move.split(/[-x]/i);

/** Enters `move` square by square; a move that could go on is ended on its last square. */
async function enter(page, move) {
  const before = await say(page).innerText();
  const squares = squaresOf(move);
  for (const s of squares) await sq(page, s).click();
  const answered = () => say(page).innerText().then((t) => t !== before);
  for (let i = 0; i < 10 && !(await answered()); i++) await page.waitForTimeout(100);
  if (!(await answered())) await sq(page, squares[squares.length - 1]).click();
}

async function solvePuzzle(page, lang) {
  await page.goto(`${base}#puzzle=${PUZZLE}`);
  await page.getByText(PUZZLE, { exact: false }).first().waitFor();
  const words = messages(lang);
  for (let i = 0; i < puzzle.solution.length; i += 2) {
    // The board takes moves again once the reply is played.
    await page.locator('.sq.movable').first().waitFor();
    await enter(page, puzzle.solution[i]);
  }
  const solved = plain(words.get('puzzles-solved'));
  await page.getByText(solved).waitFor();
  check(`${lang}: the puzzle ${PUZZLE} is solved from its link (${puzzle.solution.join(' ')})`, true);
}

async function lessonExercise(page, lang) {
  const words = messages(lang);
  await page.goto(`${base}#lesson=3`);
  await page.locator('.lesson h2').waitFor();
  // Steps 1 and 2 are demonstrations; step 3 asks for a canter of three legs. Next while a
  // demonstration's move is being animated shows the next step at once (it was held back,
  // and the next click skipped the exercise).
  const stepOf = (n) => words.get('tutorial-step').replace('{ $step }', String(n)).split('{')[0].trim();
  await page.waitForTimeout(700);
  await page.locator('.lesson button.next').click();
  await page.getByText(stepOf(2)).waitFor({ timeout: 1000 });
  await page.waitForTimeout(700);
  await page.locator('.lesson button.next').click();
  await page.getByText(stepOf(3)).waitFor({ timeout: 1000 });
  check(`${lang}: Next during a demonstration shows the next step at once`, true);
  await page.locator('.lesson .goal').waitFor();
  await enter(page, 'C5-C7');
  const mistake = plain(words.get('lesson-03-step-3-mistake-1'));
  await page.getByText(mistake).waitFor();
  check(`${lang}: a wrong canter gets the game's own sentence`, true);
  // Taken back: the man is on C5 again.
  await page.waitForTimeout(1500);
  await enter(page, 'C5-C7-E7-E9');
  await page.getByText(plain(words.get('tutorial-well-done'))).waitFor();
  check(`${lang}: the three-leg canter passes the exercise`, true);
  // Step 4: the one-leg canter from C5 to C7; the lesson is then done.
  await page.locator('.lesson button.next').click();
  await page.locator('.sq.movable').first().waitFor();
  await enter(page, 'C5-C7');
  await page.getByText(plain(words.get('tutorial-well-done'))).waitFor();
}

const journeys = [
  { name: 'en-desktop', locale: 'en-US', lang: 'en', account: 'Ada', viewport: { width: 1280, height: 800 } },
  { name: 'en-phone', locale: 'en-US', lang: 'en', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'ru-phone', locale: 'ru-RU', lang: 'ru', account: 'Ivan', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'sv-desktop', locale: 'sv-SE', lang: 'sv', viewport: { width: 1280, height: 800 } },
];

try {
  for (const j of journeys) {
    const { name, locale, lang, account, ...options } = j;
    const context = await browser.newContext({ locale, ...options });
    const page = await context.newPage();
    page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
    if (account) {
      await page.goto(base);
      await signUp(page, account);
    }
    const pages = [];
    await solvePuzzle(page, lang);
    const puzzleText = await page.locator('body').innerText();
    pages.push(puzzleText);
    const rated = plain(messages(lang).get('puzzles-visitor'));
    check(`${name}: ${account ? 'the account is rated' : 'a visitor is told puzzles are not rated'}`, puzzleText.includes(rated) === !account);
    await page.screenshot({ path: join(out, `learn-puzzle-${name}.png`), fullPage: true });
    await lessonExercise(page, lang);
    pages.push(await page.locator('body').innerText());
    await page.screenshot({ path: join(out, `learn-lesson-${name}.png`), fullPage: true });
    await page.goto(`${base}#lessons`);
    await page.locator('.lessons li').nth(13).waitFor();
    await page.locator('.lessons li', { hasText: '✔' }).first().waitFor({ timeout: 5000 });
    pages.push(await page.locator('body').innerText());
    const third = await page.locator('.lessons li').nth(2).innerText();
    check(`${name}: lesson 3 is marked done (${account ? 'in the account' : 'in this browser'}): ${third}`, third.includes('✔'));
    await page.screenshot({ path: join(out, `learn-lessons-${name}.png`), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    check(`${name}: nothing wider than the window (${width} px)`, width <= options.viewport.width);
    if (lang !== 'en') {
      const found = englishIn(lang, pages, FILES);
      check(`${name}: puzzle, lesson and list with no English sentence (${found.join(' | ')})`, found.length === 0);
    }
    await context.close();
  }
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  await browser.close();
  server.stop();
  process.exit(t.report('learn e2e'));
}
