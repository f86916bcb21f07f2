// Fails when web/src has an import circle (type-only imports count: a circle of types is a
// circle of concerns all the same). `npm test` runs it; a path is printed for each circle.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = resolve(dirname(new URL(import.meta.url).pathname), '../src');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The modules of web/src that `file` imports (static, dynamic, re-exports). */
function imports(file) {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return found.map((m) => {
    const target = resolve(dirname(file), m[1]);
    return target.endsWith('.ts') ? target : `${target}.ts`;
  });
}

const graph = new Map(files(src).map((f) => [f, imports(f).filter((t) => t.endsWith('.ts') && !t.endsWith('.css.ts'))]));
const circles = [];
const state = new Map(); // 1: on the path being walked, 2: done
function walk(file, path) {
  state.set(file, 1);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 1) circles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) walk(next, [...path, next]);
  }
  state.set(file, 2);
}
for (const file of graph.keys()) if (!state.has(file)) walk(file, [file]);

if (circles.length > 0) {
  for (const c of circles) console.error(`import circle: ${c.map((f) => relative(src, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`no import circle among ${graph.size} modules of web/src`);
