import sharp from 'sharp';

/** Marker strings planted in a photo's metadata, to prove none reaches a served variant. */
export const GPS_MARKER = 'WTKIT-GPS-DATUM';
export const COMMENT_MARKER = 'WTKIT-PRIVATE-COMMENT';
export const SERIAL_MARKER = 'WTKIT-BODY-SERIAL-0042';
export const PHP_PAYLOAD = '<?php system($_GET["c"]); ?>';

/** A JPEG comment (COM) segment inserted right after the start-of-image marker. */
export function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** Gaussian noise drawn at 1/`scale` of the size and enlarged: blobs about `scale` pixels wide. */
function noiseAt(width: number, height: number, scale: number) {
  const noise = sharp({
    create: {
      width: Math.ceil(width / scale),
      height: Math.ceil(height / scale),
      channels: 3,
      background: { r: 120, g: 140, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
  if (scale > 1) noise.resize(width, height, { fit: 'fill', kernel: 'cubic' });
  return noise.blur(1.5).raw().toBuffer();
}

/** Photo-like pixels (blurred noise), so encoders work as hard as on a real photo's full size. */
function grainPixels(width: number, height: number) {
  return noiseAt(width, height, 1);
}

/**
 * Pixels with detail at every scale (grain, texture and shapes added up), edge to edge. Grain
 * alone averages to a flat colour once shrunk, so its narrow variants are far smaller than a
 * photo's; this keeps something to encode at every width, more than a product on a plain
 * background has.
 */
async function texturedPixels(width: number, height: number) {
  const [grain, texture, shapes] = await Promise.all(
    [1, 8, 64].map((scale) => noiseAt(width, height, scale)),
  );
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 1) {
    const value =
      (shapes?.[i] as number) +
      0.5 * ((texture?.[i] as number) - 128) +
      0.25 * ((grain?.[i] as number) - 128);
    data[i] = Math.max(0, Math.min(255, value));
  }
  return data;
}

export type PhotoDetail = 'grain' | 'textured';

async function photoPixels(width: number, height: number, detail: PhotoDetail = 'grain') {
  const data = await (detail === 'textured' ? texturedPixels : grainPixels)(width, height);
  return { data, info: { width, height, channels: 3 as const } };
}

/**
 * A phone photo as retailers upload it: 4000×3000 (by default) stored sideways with EXIF
 * orientation 6 (so upright it is 3000×4000), the camera's serial number, GPS position and a
 * comment.
 */
export async function phonePhoto(
  width = 4000,
  height = 3000,
  detail: PhotoDetail = 'grain',
): Promise<Buffer> {
  const { data, info } = await photoPixels(width, height, detail);
  const jpeg = await sharp(data, { raw: info })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', ImageDescription: 'shop counter' },
      IFD2: { BodySerialNumber: SERIAL_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1234/100', GPSMapDatum: GPS_MARKER },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return withComment(jpeg, COMMENT_MARKER);
}

/** A camera's photo with no metadata at all: `width`×`height` photo-like pixels as a JPEG. */
export async function cameraPhoto(
  width: number,
  height: number,
  detail: PhotoDetail = 'grain',
): Promise<Buffer> {
  const { data, info } = await photoPixels(width, height, detail);
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A product cut out of its background, as a `size`×`size` PNG: photo-like pixels inside a disc,
 * fully transparent around it, with a soft edge. Smooth, as a studio shot is: textured pixels
 * would make a PNG past the upload limit.
 */
export async function cutoutPng(size: number): Promise<Buffer> {
  const { data, info } = await photoPixels(size, size);
  const radius = size * 0.45;
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${radius}" fill="#fff"/></svg>`,
  );
  const alpha = await sharp(disc).blur(2).extractChannel('alpha').raw().toBuffer();
  return sharp(data, { raw: info })
    .blur(4)
    .joinChannel(alpha, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An 800×600 PNG whose left half is transparent. */
export function transparentPng(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const opaque = i % width >= width / 2;
    pixels.set([0, 90, 200, opaque ? 255 : 0], i * 4);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** 50 megapixels of one colour: tiny on disk, huge once decoded. */
export function decompressionBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
