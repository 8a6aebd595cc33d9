// Usage: node scripts/page-cost.mjs BASE_URL DIST_DIR SERVER_PID PATH...
// For each page of a running shop: the gzipped JavaScript its HTML has the browser load (every
// /assets/*.js it names: modulepreload links, script sources, the inline loader's lists and
// imports; lazily imported chunks not counted), and the server's CPU time per uncached answer
// (run the server with CATALOGUE_CACHE_SECONDS=0 so nothing is kept), from /proc over 50 answers.
// Written to compare the framework-mode build with the hand-written renderer (decision 0042).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [baseUrl, dist, pid, ...paths] = process.argv.slice(2);
const ticks = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
for (const path of paths) {
  const html = await (await fetch(baseUrl + path)).text();
  const files = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file))).length;
  const runs = 50;
  const before = ticks();
  for (let i = 0; i < runs; i++) await (await fetch(baseUrl + path)).arrayBuffer();
  const cpuMs = ((ticks() - before) * 10) / runs;
  console.log(
    `${path.padEnd(50)} JS ${(bytes / 1000).toFixed(1).padStart(6)} kB gz in ${String(files.size).padStart(2)} files, HTML ${(html.length / 1000).toFixed(1)} kB, CPU ${cpuMs.toFixed(1)} ms/answer`,
  );
}
