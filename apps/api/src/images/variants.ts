import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

/**
 * The widths every raster upload is resized to (never above the photo's own width). 240 and 480
 * are a phone's card and product page at a pixel ratio of 1 (boxes of 171 and 358 CSS px at
 * 390 px): without them those take the 320 and 640 px files, nearly twice the pixels.
 */
export const VARIANT_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1920] as const;
/** The width of the variant a product's `imageUrl` points at. */
export const DEFAULT_VARIANT_WIDTH = 960;
/** Largest decoded image we accept, in pixels: a 12 MP phone photo fits, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Encoder qualities (0–100 on each format's own scale), chosen by measurement (performance.md,
 * #28): a textured phone photo's files are about a third (AVIF) and a fifth (WebP, JPEG) smaller
 * than at 55, 78 and 80, and side by side at the width a box shows them no difference was seen.
 */
const AVIF_QUALITY = 45;
const WEBP_QUALITY = 70;
const JPEG_QUALITY = 75;
const PNG_COMPRESSION = 8;
/**
 * The set of widths and qualities variants are made with, recorded with each photo:
 * `pnpm images:variants` re-makes a photo recorded with another set (or none, from before).
 */
export const VARIANT_SET = `w${VARIANT_WIDTHS.join(',')} avif${AVIF_QUALITY} webp${WEBP_QUALITY} jpeg${JPEG_QUALITY} png${PNG_COMPRESSION}`;

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const VARIANT_TYPES: Record<VariantFormat, { contentType: string; extension: string }> = {
  avif: { contentType: 'image/avif', extension: 'avif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
};

export interface EncodedVariant {
  width: number;
  height: number;
  format: VariantFormat;
  bytes: Buffer;
  /** Content-addressed: the bytes' hash, the width and the format's extension. */
  key: string;
}

/** Why an upload could not be turned into variants; both are the uploader's to fix. */
export class ImageRejected extends Error {
  override readonly name = 'ImageRejected';
}

/**
 * PHP's opening tag and a space, anywhere in the file (a comment, an EXIF field, after the image's
 * end): a photo carrying it was made to be run by a server that mistakes it for a script. The
 * variants would drop it, but such a file is no camera's photo, so it is refused outright. Five
 * fixed bytes and a space appear in a real photo's compressed data about once in millions of 10 MB
 * files.
 */
const SCRIPT_TAG = /<\?php\s/i;

function carriesScript(input: Uint8Array): boolean {
  return SCRIPT_TAG.test(
    Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1'),
  );
}

/**
 * Decodes an uploaded photo, turns it upright by its EXIF orientation, and encodes every width in
 * AVIF, WebP and a JPEG fallback (PNG when the photo has transparency). Output carries no metadata
 * but an sRGB profile: sharp drops EXIF, GPS, XMP, IPTC and comments unless asked to keep them.
 * The work runs on libvips threads, off the event loop.
 */
export async function encodeVariants(input: Uint8Array): Promise<EncodedVariant[]> {
  if (carriesScript(input)) throw scriptInside();
  const source = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', sequentialRead: true });
  let upright: { width: number; height: number; hasAlpha: boolean };
  try {
    const metadata = await source().metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooLarge();
    // Orientations 5–8 turn the stored picture a quarter: width and height swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    upright = {
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
      hasAlpha: metadata.hasAlpha,
    };
  } catch (error) {
    throw rejection(error);
  }
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < upright.width);
  if (widths.length < VARIANT_WIDTHS.length) widths.push(Math.min(upright.width, 1920));
  const fallback: VariantFormat = upright.hasAlpha ? 'png' : 'jpeg';
  const formats: VariantFormat[] = ['avif', 'webp', fallback];
  try {
    // Decode, turn and shrink the photo once; every variant is resized from that largest one.
    const largest = await source()
      .rotate()
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: largest.info.width,
        height: largest.info.height,
        channels: largest.info.channels,
      },
    };
    const jobs = widths.flatMap((width) =>
      formats.map(async (format) => {
        const { data, info } = await encode(sharp(largest.data, raw), width, format).toBuffer({
          resolveWithObject: true,
        });
        return {
          width: info.width,
          height: info.height,
          format,
          bytes: data,
          key: variantKey(data, info.width, format),
        };
      }),
    );
    return await Promise.all(jobs);
  } catch (error) {
    throw rejection(error);
  }
}

function encode(image: Sharp, width: number, format: VariantFormat): Sharp {
  const resized = image.resize({ width, withoutEnlargement: true }).withIccProfile('srgb');
  switch (format) {
    case 'avif':
      // Effort 2 of 9: a 12 MP photo's AVIF widths take seconds, not a minute, on 2 cores.
      return resized.avif({ quality: AVIF_QUALITY, effort: 2 });
    case 'webp':
      return resized.webp({ quality: WEBP_QUALITY, effort: 4 });
    case 'png':
      return resized.png({ compressionLevel: PNG_COMPRESSION, palette: false });
    case 'jpeg':
      return resized.jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true });
  }
}

function variantKey(bytes: Buffer, width: number, format: VariantFormat): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${hash}-${width}w.${VARIANT_TYPES[format].extension}`;
}

const tooLarge = () =>
  new ImageRejected(
    `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels; resize it before uploading.`,
  );

const scriptInside = () =>
  new ImageRejected(
    'The image carries PHP code in its data; upload the photo as the camera saved it.',
  );

function rejection(error: unknown): Error {
  if (error instanceof ImageRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooLarge();
  return new ImageRejected('The image could not be read: it is damaged or incomplete.');
}
