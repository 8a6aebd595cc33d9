import type { components } from '@wtkit/api-client';
import { fromCents, lineTotal } from '@wtkit/domain';
import { lineImages, type RecordedImage } from '../images/index.js';
import type { CartRow } from './queries.js';

export type ApiCart = components['schemas']['Cart'];

/**
 * The cart as the contract shows it: its lines (each product's image with its recorded variants),
 * the badge count and the subtotal.
 */
export function toApiCart(rows: CartRow[], recorded: readonly RecordedImage[]): ApiCart {
  const subtotalCents = rows.reduce((sum, row) => sum + lineTotal(row.priceCents, row.quantity), 0);
  return {
    items: rows.map((row) => ({
      product: {
        _id: row.id,
        name: row.name,
        imageUrl: row.imageUrl,
        images: lineImages(recorded, row.imageUrl),
        price: fromCents(row.priceCents),
      },
      quantity: row.quantity,
    })),
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    subtotal: fromCents(subtotalCents),
  };
}
