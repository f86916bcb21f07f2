// Fails when web/src/ui writes the page's state or sends a message itself: ui/ draws the state
// and reports intents to a controller (App, control/, learn/), which alone writes its slice
// and speaks to the server. `npm test` runs it.
// A write is an assignment (=, +=, ++…) to a field of the state (`st.…`, `app.st.…`) or of a
// game's state (`g.…`, `r.…`), or a Map or Set of the state changed (set, delete, clear, add).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ui = resolve(dirname(new URL(import.meta.url).pathname), '../src/ui');
const assignment = /\b(?:app\.st|st|g|r)\.[\w.[\]]+\s*(?:=(?![=>])|\+=|-=|\+\+|--)/;
const changed = /\b(?:app\.st|st)\.\w+\.(?:set|delete|clear|add)\(/;
const sends = /\bapp\.(?:send|conn)\b/;
const found = [];
for (const name of readdirSync(ui).filter((n) => n.endsWith('.ts'))) {
  readFileSync(join(ui, name), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim().startsWith('//') && (assignment.test(line) || changed.test(line) || sends.test(line))) found.push(`ui/${name}:${i + 1}: ${line.trim()}`);
    });
}
if (found.length > 0) {
  for (const f of found) console.error(`ui/ writes the state or sends (a controller's part): ${f}`);
  process.exit(1);
}
console.log('ui/ writes no state and sends nothing');
