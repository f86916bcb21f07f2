// Writes NAME.gz beside each text file of the build, for the server to send to browsers
// that take gzip (web.rs); deterministic (no name, no time in the header). Prints what the
// page weighs as the server sends it (index.html and what it loads before any click: the
// figure the README gives) and the whole client with the parts opened later (lessons,
// puzzles, the game's sentences), and fails when the page passes its budget.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../crates/camelot-server/web-dist/', import.meta.url).pathname;
/** The page's budget, gzipped: a first visit on a slow phone network stays quick. */
const BUDGET = 100_000;
let plain = 0;
let packed = 0;
const sizes = new Map();
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css|html|svg)$/.test(name)) {
      const data = readFileSync(path);
      const gz = gzipSync(data, { level: 9 });
      plain += data.length;
      packed += gz.length;
      writeFileSync(`${path}.gz`, gz);
      sizes.set(path.slice(dist.length), gz.length);
    }
  }
}
walk(dist);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const loaded = ['index.html', ...[...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1])];
const page = loaded.reduce((sum, name) => sum + (sizes.get(name) ?? 0), 0);
const kB = (n) => (n / 1000).toFixed(1);
console.log(`page: ${kB(page)} kB gzipped (${loaded.join(', ')}); the whole client: ${kB(plain)} kB, ${kB(packed)} kB gzipped`);
if (page > BUDGET) {
  console.error(`the page weighs ${kB(page)} kB gzipped, over its budget of ${kB(BUDGET)} kB`);
  process.exit(1);
}
