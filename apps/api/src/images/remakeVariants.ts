import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { imageVariants, type StoredImageVariant } from '../db/schema.js';
import { StorageError } from '../storage/index.js';
import {
  defaultVariant,
  putVariants,
  type StoredImage,
  type VariantContext,
} from './storeVariants.js';
import { encodeVariants, ImageRejected, VARIANT_SET } from './variants.js';

/** A recorded photo whose variants were made with another set of widths or qualities. */
export interface OutdatedImage {
  uploadUrl: string;
  url: string;
  variants: StoredImageVariant[];
  originalKey: string | null;
}

const isPhoto = and(
  isNull(imageVariants.aliasOf),
  sql`jsonb_array_length(${imageVariants.variants}) > 0`,
);

/** Every recorded photo (not an SVG, not an alias) made with another set than `VARIANT_SET`. */
export function outdatedImages(db: Executor): Promise<OutdatedImage[]> {
  return db
    .select({
      uploadUrl: imageVariants.uploadUrl,
      url: imageVariants.url,
      variants: imageVariants.variants,
      originalKey: imageVariants.originalKey,
    })
    .from(imageVariants)
    .where(and(isPhoto, sql`${imageVariants.variantSet} is distinct from ${VARIANT_SET}`))
    .orderBy(imageVariants.uploadUrl);
}

/** How many recorded photos have the current set. */
export async function currentImageCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(imageVariants)
    .where(and(isPhoto, eq(imageVariants.variantSet, VARIANT_SET)));
  return row?.count ?? 0;
}

/**
 * Makes a photo's variants again with the current set, from its kept original or, when that was
 * discarded, its widest JPEG or PNG variant. The old default variant's URL (which products and
 * order lines store) becomes an alias recorded with the new variants, and its file stays where it
 * is, so that address still answers the photo on either storage; the other old files stay too
 * (pages cached before the re-make name them). Recorded in one transaction, after the new files
 * are stored: a run that stops leaves the photo as it was, for the next run.
 */
export async function remakeVariants(
  app: VariantContext,
  image: OutdatedImage,
): Promise<StoredImage> {
  const widest = [...image.variants]
    .filter((variant) => variant.format === 'jpeg' || variant.format === 'png')
    .sort((a, b) => b.width - a.width)[0];
  const source =
    (image.originalKey ? await app.storage.readOriginal(image.originalKey) : null) ??
    (widest ? await app.storage.readPublic(widest.url) : null);
  if (!source)
    throw new StorageError(
      'not-an-image',
      'Neither the original nor a JPEG or PNG variant of this photo is stored.',
    );
  let variants: StoredImageVariant[];
  try {
    variants = await putVariants(app, await app.imageSlots.run(() => encodeVariants(source)));
  } catch (error) {
    if (error instanceof ImageRejected) throw new StorageError('not-an-image', error.message);
    throw error;
  }
  const remade = { url: defaultVariant(variants).url, variants };
  await app.db.transaction(async (tx) => {
    const shown = { url: remade.url, variants, variantSet: VARIANT_SET };
    await tx.update(imageVariants).set(shown).where(eq(imageVariants.uploadUrl, image.uploadUrl));
    // Earlier aliases follow the photo.
    await tx.update(imageVariants).set(shown).where(eq(imageVariants.aliasOf, image.uploadUrl));
    if (image.url !== remade.url && image.url !== image.uploadUrl)
      await tx
        .insert(imageVariants)
        .values({ uploadUrl: image.url, ...shown, aliasOf: image.uploadUrl })
        .onConflictDoUpdate({ target: imageVariants.uploadUrl, set: shown });
  });
  return remade;
}
