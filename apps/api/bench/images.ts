/**
 * `pnpm bench:images`: the time to turn one 12 MP phone photo into its variants, and the bytes of
 * each variant. Figures only; nothing here fails on time.
 */
import sharp from 'sharp';
import { encodeVariants } from '../src/images/variants.js';
import { phonePhoto } from './photos.js';

const RUNS = Number(process.env.RUNS ?? 3);
const photo = await phonePhoto();
console.log(
  `photo: 4000×3000 JPEG, ${(photo.byteLength / 1e6).toFixed(1)} MB; libvips threads: ${sharp.concurrency()}`,
);
const times: number[] = [];
let last: Awaited<ReturnType<typeof encodeVariants>> = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  last = await encodeVariants(photo);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(2);
console.log(
  `processing per photo (${RUNS} runs): median ${seconds(times[Math.floor(RUNS / 2)])} s, worst ${seconds(times.at(-1))} s`,
);
console.log('width × height   avif      webp      jpeg');
for (const width of [...new Set(last.map((v) => v.width))]) {
  const row = last.filter((v) => v.width === width);
  const size = (format: string) => {
    const variant = row.find((v) => v.format === format);
    return variant
      ? `${(variant.bytes.byteLength / 1024).toFixed(0)} kB`.padEnd(10)
      : '-'.padEnd(10);
  };
  console.log(
    `${`${width} × ${row[0]?.height}`.padEnd(17)}${size('avif')}${size('webp')}${size('jpeg')}`,
  );
}
