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

/** Photo-like pixels (blurred noise), so encoders work as hard as on a real photo. */
async function photoPixels(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120, g: 140, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(1.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * A phone photo as retailers upload it: 4000×3000 (by default) stored sideways with EXIF
 * orientation 6 (so upright it is 3000×4000), the camera's serial number, GPS position and a
 * comment.
 */
export async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const { data, info } = await photoPixels(width, height);
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
