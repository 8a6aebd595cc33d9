import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { StoredImageVariant } from '../db/schema.js';
import { statement } from '../db/statements.js';

/** An uploaded photo, found by the URL its upload link was signed for or its default variant's. */
export interface RecordedImage {
  uploadUrl: string;
  url: string;
  variants: StoredImageVariant[];
}

/** An image as the contract's `ProductImage` shows it. */
export interface ShownImage {
  url: string;
  variants: StoredImageVariant[];
}

/**
 * The image a stored URL shows: the recorded photo's default variant and its variants, or the URL
 * as stored with none (an SVG, a file from elsewhere, a photo whose variants were never made).
 */
export function shownImage(recorded: readonly RecordedImage[], url: string): ShownImage {
  const record = recorded.find((photo) => photo.uploadUrl === url || photo.url === url);
  return record ? { url: record.url, variants: record.variants } : { url, variants: [] };
}

/** The `images` of a line that names one image (a cart line, an order item); none for ''. */
export const lineImages = (recorded: readonly RecordedImage[], url: string): ShownImage[] =>
  url === '' ? [] : [shownImage(recorded, url)];

const recordedImagesStatement = statement<RecordedImage>(
  'recorded_images',
  sql`select upload_url as "uploadUrl", url, variants from image_variants
    where upload_url = any(${sql.placeholder('urls')}::text[])
      or url = any(${sql.placeholder('urls')}::text[])`,
);

/** The recorded photos among these URLs, in one statement (none asked, none read). */
export async function recordedImages(
  db: Executor,
  urls: readonly string[],
): Promise<RecordedImage[]> {
  const wanted = [...new Set(urls)].filter((url) => url !== '');
  if (wanted.length === 0) return [];
  return recordedImagesStatement.run(db, { urls: wanted });
}
