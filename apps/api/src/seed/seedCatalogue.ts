import { toCents } from '@wtkit/domain';
import type { Db } from '../db/client.js';
import { appState, productParts, products } from '../db/schema.js';
import { type SeedProduct, seedCatalogue } from './catalogue.js';

const SEEDED = 'catalogue-seeded';

const imageUrl = (file: string) => `/images/products/${file}`;

/**
 * Loads the demo catalogue on the first start only. The marker row is written in the same
 * transaction, so concurrent first starts seed once and an admin's later deletions stay deleted.
 * Answers how many products were created (0 when already seeded).
 */
export async function seedCatalogueOnce(db: Db, catalogue: SeedProduct[] = seedCatalogue) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appState)
      .values({ key: SEEDED, value: String(catalogue.length) })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return 0;

    const ids = new Map<string, string>();
    // Parts first, so filters can point at them.
    const ordered = [...catalogue].sort(
      (a, b) => Number(b.type === 'part') - Number(a.type === 'part'),
    );
    for (const item of ordered) {
      const [row] = await tx
        .insert(products)
        .values({
          name: item.name,
          sku: item.sku,
          priceCents: toCents(item.price),
          stock: item.stock,
          category: item.category,
          imageUrl: imageUrl(item.image),
          imageUrls: item.extraImages.map(imageUrl),
          description: item.description,
          isFeatured: item.isFeatured,
          important: item.important,
          tags: item.tags,
          type: item.type,
          filterType: item.filterType,
          quickReplaceMonths: item.quickReplaceMonths,
          slowReplaceMonths: item.slowReplaceMonths,
          additional: item.additional,
        })
        .onConflictDoNothing({ target: products.sku })
        .returning({ id: products.id });
      if (row) ids.set(item.key, row.id);
    }
    const links = ordered.flatMap((item) =>
      item.partKeys.flatMap((partKey, position) => {
        const filterId = ids.get(item.key);
        const partId = ids.get(partKey);
        return filterId && partId ? [{ filterId, partId, position }] : [];
      }),
    );
    if (links.length) await tx.insert(productParts).values(links).onConflictDoNothing();
    return ids.size;
  });
}
