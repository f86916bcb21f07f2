// End to end for a visitor and a new player (issue 36), against a real camelot-server on
// 127.0.0.1, at desktop 1366×768 and phone 390×844 with touch: the lobby, a game, the
// leaderboard, players' pages and every variant's rules before signing up, the connection
// never "offline" on a first visit; a friend's invite link says who invites to what, and a
// name is asked only to play (a refused name kept in its field); the opponent's offers stand
// out (alert, title), a take-back allowed or lapsed is said; keyboard focus stays on panel
// buttons; two players at one device (River Camelot's trees, take-back, clocks); the phone
// has no sideways scrolling from 360 to 430 px and squares of 24 px or more; Cam's board fits
// 1366×768. Screenshots in English, Russian and Swedish go to e2e/out/visitor-*.png.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launch, out, root, scratch, signUp, startServer, tally } from './harness.mjs';

const t = tally();
const { check } = t;
const server = await startServer(scratch('visitor'), 'signups_per_ip_per_hour = 100\n');
const { base } = server;

const DESKTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const browser = await launch();

async function visitor(name, options, locale = 'en-US') {
  const context = await browser.newContext({ locale, ...options });
  const page = await context.newPage();
  page.on('pageerror', (e) => check(`${name}: no script error (${e.message})`, false));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) check(`${name}: nothing blocked by the policy (${m.text()})`, false);
  });
  return page;
}

const header = (page) => page.locator('header .conn').innerText();
const wide = (page) => page.evaluate(() => document.documentElement.scrollWidth);
const shot = (page, name) => page.screenshot({ path: join(out, `visitor-${name}.png`) });

try {
  // Ann signs up and opens a seek; her game with Bob is on.
  const ann = await visitor('Ann', DESKTOP);
  await ann.goto(base);
  await signUp(ann, 'Ann');
  await ann.getByLabel('Colour').selectOption('white');
  await ann.getByRole('button', { name: 'Post a seek' }).click();
  await ann.getByRole('button', { name: 'Cancel my seek' }).waitFor();

  // A visitor at the desktop: connecting, then nothing; the lobby with Ann's seek.
  const vis = await visitor('visitor', DESKTOP);
  const seen = [];
  vis.on('framenavigated', () => {});
  await vis.goto(base);
  seen.push(await header(vis));
  await vis.locator('li', { hasText: 'Ann (' }).waitFor();
  seen.push(await header(vis));
  check(`the header never says offline to a visitor: ${JSON.stringify(seen)}`,
    seen.every((s) => !/Not connected|Offline|lost/i.test(s)) && !/Connecting/.test(seen[1]));
  check('a visitor sees the lobby without a sign-up form', (await vis.locator('#name').count()) === 0);
  await shot(vis, 'lobby-desktop-en');
  // Accepting asks for a name, saying why.
  await vis.locator('li', { hasText: 'Ann (' }).getByRole('button', { name: 'Accept' }).click();
  await vis.getByText('Sign up to play: choose a name').waitFor();
  check('playing asks for a name, saying why', true);
  await vis.getByRole('button', { name: 'Dismiss' }).click();
  // The leaderboard, a player's page, an unknown player, the rules: all open.
  await vis.getByRole('link', { name: 'Leaderboard' }).click();
  await vis.getByRole('heading', { name: 'Leaderboard' }).waitFor();
  check('the leaderboard is open to a visitor', (await vis.locator('#name').count()) === 0);
  await vis.goto(`${base}#player=Ann`);
  await vis.getByRole('heading', { name: 'Ann', exact: true }).waitFor();
  await vis.goto(`${base}#player=Nobody`);
  await vis.getByText('There is no player called Nobody.').waitFor();
  check("an unknown player's page says so", true);
  await vis.getByRole('link', { name: 'Lobby' }).click();
  await vis.getByRole('heading', { name: 'Open seeks' }).waitFor();
  check('the refusal does not follow to the lobby', (await vis.locator('.note').count()) === 0);
  await vis.getByLabel('Game', { exact: true }).selectOption('river');
  const about = await vis.locator('.fields .about').innerText();
  check(`River Camelot's line where it is chosen: ${about}`, /plants three trees/.test(about));
  await vis.getByLabel('Game', { exact: true }).selectOption('anti');
  check('Anti-Camelot\'s reversed aim is said', /aim is reversed/.test(await vis.locator('.fields .about').innerText()));
  await vis.locator('.fields .about a').click();
  await vis.getByRole('heading', { name: 'How to play Anti-Camelot' }).waitFor();
  for (const v of ['camette', 'cam', 'chivalry', 'river']) {
    await vis.goto(`${base}#rules=${v}`);
    check(`${v} has its rules page`, (await vis.locator('.rules p').count()) >= 3);
  }
  // The settings: the light theme and another board's colours, kept across a reload.
  await vis.getByRole('link', { name: 'Settings' }).click();
  await vis.getByLabel('Theme').selectOption('light');
  await vis.getByLabel('Board colours').selectOption('green');
  await vis.reload();
  await vis.getByLabel('Theme').waitFor();
  const look = await vis.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.board, getComputedStyle(document.documentElement).backgroundColor]);
  check(`the light theme and green board kept across a reload (${look.join(', ')})`, look[0] === 'light' && look[1] === 'green' && look[2] === 'rgb(244, 239, 230)');
  await shot(vis, 'settings-light-desktop-en');
  await vis.getByLabel('Theme').selectOption('dark');
  await vis.getByLabel('Board colours').selectOption('wood');

  // A friend opens Ann's invite link on a phone: who invites, to what, before any name.
  await ann.getByRole('button', { name: 'Invite a friend' }).click();
  const link = await ann.getByLabel('Invite link').inputValue();
  const fred = await visitor('Fred', PHONE);
  await fred.goto(link);
  const challenge = fred.locator('.challenge');
  await challenge.waitFor();
  const terms = (await challenge.innerText()).replace(/\s+/g, ' ');
  check(`the friend reads who invites to what: ${terms}`, /Ann \(\d+\) challenges you/.test(terms));
  check(`no offline line for the friend: ${await header(fred)}`, !/Not connected|lost/.test(await header(fred)));
  await shot(fred, 'invite-phone-en');
  await challenge.getByRole('button', { name: 'Accept the challenge' }).click();
  await fred.getByText("Sign up to accept Ann's challenge").waitFor();
  // A taken name: refused, kept in the field, and the header is not left connecting.
  await fred.getByLabel(/Your name/).fill('Ann');
  await fred.getByRole('button', { name: 'Sign up and play' }).click();
  await fred.locator('.note').waitFor();
  await fred.waitForFunction(() => !/Connecting/.test(document.querySelector('header .conn')?.textContent ?? ''));
  check(`a refused name stays in the field: "${await fred.locator('#name').inputValue()}"`, (await fred.locator('#name').inputValue()) === 'Ann');
  await fred.getByLabel(/Your name/).fill('Fred');
  await fred.getByRole('button', { name: 'Sign up and play' }).click();
  await fred.getByRole('heading', { name: /Game \d+/ }).waitFor();
  await ann.getByRole('heading', { name: /Game \d+/ }).waitFor();
  check('the friend signed up and the game started', true);

  // The phone: the board fills the width, squares of 24 px or more, nothing sideways.
  const square = await fred.locator('[data-square="F8"] rect').boundingBox();
  check(`phone squares are at least 24 px (${square?.width.toFixed(1)})`, square !== null && square.width >= 24);
  check(`the phone's game page does not scroll sideways (${await wide(fred)})`, (await wide(fred)) <= 390);
  await shot(fred, 'game-phone-en');

  // Keyboard: Enter twice on Flip flips twice, the focus kept.
  await ann.locator('#flip').focus();
  await ann.keyboard.press('Enter');
  await ann.keyboard.press('Enter');
  check('focus stays on a panel button through the redraw', (await ann.evaluate(() => document.activeElement?.id)) === 'flip');
  const cursor = await ann.locator('[data-square][tabindex="0"]').getAttribute('data-square');
  check(`the board's cursor starts on a piece that may move (${cursor})`, (await ann.locator(`[data-square="${cursor}"].movable`).count()) === 1);
  check(`the title counts the game on Ann's move: ${await ann.title()}`, (await ann.title()) === '(1) Camelot');

  // Ann moves and asks to take it back; Fred allows: Ann reads it.
  const typed = async (page, move) => {
    await page.getByLabel('Type a move').fill(move);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
  };
  await typed(ann, 'C6-C7');
  await fred.getByText('Your move.').waitFor();
  await ann.getByRole('button', { name: 'Ask to take back' }).click();
  await fred.locator('.offer-in').waitFor();
  check(`the opponent's offer stands out, and the title says so: ${await fred.title()}`, (await fred.title()).startsWith('!'));
  await fred.getByRole('button', { name: 'Allow the take-back' }).click();
  await ann.getByText('The take-back was allowed').waitFor();
  check('an allowed take-back is said', true);
  await typed(ann, 'C6-C7');
  await ann.getByRole('button', { name: 'Ask to take back' }).click();
  await fred.locator('.offer-in').waitFor();
  await typed(fred, 'C11-C12');
  await ann.getByText('The take-back request lapsed').waitFor();
  check('a lapsed take-back request is said', true);
  // Fred, in Russian, resigns: the end is not "your opponent resigned".
  await fred.locator('#lang').selectOption('ru');
  await fred.locator('#resign').click();
  await fred.locator('#resign').click();
  await fred.locator('.result').waitFor();
  const end = await fred.locator('.result').innerText();
  check(`the Russian end for the one who resigned: ${end.replace(/\s+/g, ' ')}`, !/Соперник сдался/.test(end));
  await shot(fred, 'end-phone-ru');
  await ann.locator('.result').waitFor();
  const after = (await ann.locator('.result').innerText()).match(/Ann: rating (\d+)/)?.[1];
  const bar = await ann.locator('.player .name', { hasText: 'Ann' }).innerText();
  check(`the name bar shows the rating after the game (${bar}, ${after})`, after !== undefined && bar.includes(`(${after})`));
  await fred.locator('#lang').selectOption('en');

  // The player page on phones from 360 to 430 px: nothing sideways.
  for (const width of [360, 390, 430]) {
    await fred.setViewportSize({ width, height: 844 });
    for (const hash of ['', '#player=Ann', '#leaders', '#rules=river']) {
      await fred.goto(`${base}${hash}`);
      await fred.locator('main .card').first().waitFor();
      await fred.waitForTimeout(200);
      const w = await wide(fred);
      check(`${width} px, ${hash || 'lobby'}: no sideways scrolling (${w})`, w <= width);
    }
  }
  await fred.setViewportSize({ width: 390, height: 844 });
  await fred.goto(`${base}#player=Ann`);
  await fred.locator('.player-page table').first().waitFor();
  await shot(fred, 'player-phone-en');

  // Two players at one device, on the phone: River Camelot's trees, then a take-back.
  await fred.goto(`${base}#local`);
  await fred.getByLabel('Game', { exact: true }).selectOption('river');
  await fred.getByRole('button', { name: 'Start the game' }).click();
  await fred.getByText('Plant your three trees').waitFor();
  await fred.locator('[data-square].movable').first().click();
  check(`while planting, the cancel button says so: ${await fred.locator('#move-cancel').innerText()}`, (await fred.locator('#move-cancel').innerText()) === 'Choose the trees again');
  for (let i = 0; i < 2; i++) await fred.locator('[data-square]:has(.target)').first().click();
  await fred.getByText('Black to move.').waitFor();
  check('White planted at one device; Black to move', true);
  await shot(fred, 'local-phone-en');
  await fred.getByRole('button', { name: 'Take back a move' }).click();
  await fred.getByText('White to move.').waitFor();
  check('a move taken back at one device', true);

  // Cam at 1366×768: the whole board and the lower clock on the screen.
  await vis.goto(`${base}#local`);
  await vis.getByLabel('Game', { exact: true }).selectOption('cam');
  await vis.getByLabel('Time control').selectOption('5+3');
  await vis.getByRole('button', { name: 'Start the game' }).click();
  await vis.locator('[data-square="D1"]').waitFor();
  const d1 = await vis.locator('[data-square="D1"] rect').boundingBox();
  const clock = await vis.locator('.clock.white').boundingBox();
  check(`Cam's rank 1 and the lower clock fit 1366×768 (${Math.round(d1.y + d1.height)}, ${Math.round(clock.y + clock.height)})`,
    d1.y + d1.height <= 768 && clock.y + clock.height <= 768);
  await shot(vis, 'cam-desktop-en');

  // Screenshots in Russian and Swedish, desktop and phone, of a new invite.
  await ann.getByRole('link', { name: 'Lobby' }).click();
  await ann.getByRole('button', { name: 'Invite a friend' }).click();
  await ann.waitForFunction((old) => document.querySelector('.invite input')?.value !== old, link);
  const another = await ann.getByLabel('Invite link').inputValue();
  for (const locale of ['ru-RU', 'sv-SE']) {
    for (const [kind, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const page = await visitor(locale, options, locale);
      await page.goto(another);
      await page.locator('.challenge').waitFor();
      await shot(page, `invite-${kind}-${locale}`);
      await page.goto(`${base}#rules=river`);
      await page.locator('.rules p').first().waitFor();
      await shot(page, `rules-${kind}-${locale}`);
      await page.context().close();
    }
  }

  // The client stays small.
  const assets = join(root, 'crates/camelot-server/web-dist/assets');
  const gz = readdirSync(assets).filter((f) => f.endsWith('.gz')).reduce((n, f) => n + statSync(join(assets, f)).size, 0);
  check(`the client gzipped: ${(gz / 1024).toFixed(1)} kB (under 100 kB)`, gz < 100 * 1024);
} catch (e) {
  check(`the journey went through: ${e.stack ?? e}`, false);
} finally {
  await browser.close();
  server.stop();
  process.exit(t.report('visitor e2e'));
}
