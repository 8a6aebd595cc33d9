import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/client.js';
import { imageVariants, type StoredImageVariant } from '../db/schema.js';
import type { ReceivedUpload } from '../storage/index.js';
import { StorageError } from '../storage/index.js';
import {
  DEFAULT_VARIANT_WIDTH,
  type EncodedVariant,
  encodeVariants,
  ImageRejected,
  VARIANT_SET,
  VARIANT_TYPES,
} from './variants.js';

export interface StoredImage {
  /** The default variant (or the SVG itself): what a product's `imageUrl` shows. */
  url: string;
  variants: StoredImageVariant[];
}

/**
 * Turns a received upload into its stored variants and records them against the upload's URL.
 * An SVG is recorded as it is, with no variants. A photo that cannot be decoded, or is too large
 * once decoded, is refused (400) and its original deleted.
 */
/** What turning uploads into variants needs: the server's context, or the command's. */
export type VariantContext = Pick<AppContext, 'db' | 'storage' | 'imageSlots' | 'config'>;

export async function storeImageVariants(
  app: VariantContext,
  upload: ReceivedUpload,
): Promise<StoredImage> {
  const { original } = upload;
  if (!original)
    return record(app, upload.publicUrl, { url: upload.publicUrl, variants: [] }, null);

  let encoded: EncodedVariant[];
  try {
    encoded = await app.imageSlots.run(() => encodeVariants(original.bytes));
  } catch (error) {
    await app.storage.retireOriginal(original.key, false);
    if (error instanceof ImageRejected) throw new StorageError('not-an-image', error.message);
    throw error;
  }
  const variants = await putVariants(app, encoded);
  const keep = app.config.imageKeepOriginal;
  // Recorded before the original is retired: an interrupted run never loses the photo.
  const image = await record(
    app,
    upload.publicUrl,
    { url: defaultVariant(variants).url, variants },
    keep ? original.key : null,
  );
  await app.storage.retireOriginal(original.key, keep);
  return image;
}

/** Stores encoded variants where they are publicly served; what a record lists of them. */
export function putVariants(
  app: VariantContext,
  encoded: readonly EncodedVariant[],
): Promise<StoredImageVariant[]> {
  return Promise.all(
    encoded.map(async (variant) => ({
      width: variant.width,
      height: variant.height,
      format: variant.format,
      url: await app.storage.putPublic(
        variant.key,
        variant.bytes,
        VARIANT_TYPES[variant.format].contentType,
      ),
    })),
  );
}

/** The widest JPEG or PNG no wider than the default width (or the narrowest there is). */
export function defaultVariant(variants: StoredImageVariant[]): StoredImageVariant {
  const fallbacks = variants
    .filter((variant) => variant.format === 'jpeg' || variant.format === 'png')
    .sort((a, b) => a.width - b.width);
  const fitting = fallbacks.filter((variant) => variant.width <= DEFAULT_VARIANT_WIDTH);
  const chosen = fitting.at(-1) ?? fallbacks[0];
  if (!chosen) throw new Error('a photo was stored without a JPEG or PNG variant');
  return chosen;
}

async function record(
  app: VariantContext,
  uploadUrl: string,
  image: StoredImage,
  originalKey: string | null,
): Promise<StoredImage> {
  await app.db
    .insert(imageVariants)
    .values({
      uploadUrl,
      url: image.url,
      variants: image.variants,
      originalKey,
      variantSet: VARIANT_SET,
    })
    .onConflictDoUpdate({
      target: imageVariants.uploadUrl,
      set: { url: image.url, variants: image.variants, originalKey, variantSet: VARIANT_SET },
    });
  return image;
}

/** The recorded photo uploaded to `uploadUrl`, if any. */
export async function recordedImage(
  db: Executor,
  uploadUrl: string,
): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ url: imageVariants.url, variants: imageVariants.variants })
    .from(imageVariants)
    .where(eq(imageVariants.uploadUrl, uploadUrl))
    .limit(1);
  return row;
}

/** The recorded photo whose upload URL ends in `/files/<key>` (local storage). */
export async function recordedUpload(db: Executor, key: string): Promise<StoredImage | undefined> {
  const suffix = `/files/${key}`;
  const [row] = await db
    .select({ url: imageVariants.url, variants: imageVariants.variants })
    .from(imageVariants)
    .where(sql`right(${imageVariants.uploadUrl}, ${suffix.length}) = ${suffix}`)
    .limit(1);
  return row;
}
