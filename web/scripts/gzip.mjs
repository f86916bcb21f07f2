// Writes NAME.gz beside each text file of the build, for the server to send to browsers
// that take gzip (web.rs); deterministic (no name, no time in the header).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../../crates/camelot-server/web-dist/', import.meta.url).pathname;
let plain = 0;
let packed = 0;
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
    }
  }
}
walk(dist);
console.log(`client: ${plain} bytes, ${packed} gzipped`);
