import { type ProductPayload, productInputSchema } from '@wtkit/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { isUuid, requireAdmin } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { orderItems, productParts, products } from '../db/schema.js';
import { applyRules } from '../http/businessRules.js';
import { conflict, notFound, unprocessable } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import {
  listProducts,
  productsByIds,
  replaceParts,
  selectProducts,
  toApi,
  toColumns,
  withParts,
} from '../products/queries.js';

const NOT_FOUND = 'Product not found.';
const FEATURED_LIMIT = 12;

/** Parts must be distinct, existing products of type part, and never the product itself. */
async function checkParts(db: Db, payload: ProductPayload, selfId?: string) {
  const ids = payload.parts;
  if (new Set(ids).size !== ids.length) {
    throw unprocessable('A part is listed twice.', [
      { path: 'parts', message: 'A part is listed twice.' },
    ]);
  }
  const valid = ids.filter(isUuid);
  const found = valid.length
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, valid), eq(products.type, 'part')))
    : [];
  const missing = ids.filter((id) => id === selfId || !found.some((row) => row.id === id));
  if (missing.length > 0) {
    const message = 'Every part must be an existing product of type part.';
    throw unprocessable(
      message,
      missing.map((id) => ({ path: 'parts', message: `${id}: ${message}` })),
    );
  }
}

const duplicateSku = (sku: string) =>
  conflict(`Another product already uses the SKU ${sku}.`, [
    { path: 'sku', message: 'This SKU is already in use.' },
  ]);

export const productHandlers = {
  async listProducts({ query, app, request }) {
    const key = `list:${JSON.stringify(query, Object.keys(query).sort())}`;
    return app.catalogueCache.json(request, key, async () => ({
      success: true,
      data: await listProducts(app.db, query),
    }));
  },

  async listFeaturedProducts({ app, request }) {
    return app.catalogueCache.json(request, 'featured', async () => {
      // Most ordered: units sold first, then the admin's featured picks, which fill the rail
      // while the shop has few orders.
      const sold = sql<number>`coalesce((select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.productId} = ${products.id}), 0)`;
      const rows = await selectProducts(app.db)
        .where(or(eq(products.isFeatured, true), sql`${sold} > 0`))
        .orderBy(desc(sold), desc(products.isFeatured), asc(products.name))
        .limit(FEATURED_LIMIT);
      return { success: true, data: rows.map(toApi) };
    });
  },

  async getProduct({ params, app, request }) {
    if (!isUuid(params.id)) throw notFound(NOT_FOUND);
    // A miss throws before anything is cached, so an unknown id stays a 404.
    return app.catalogueCache.json(request, `product:${params.id}`, async () => {
      const [product] = await productsByIds(app.db, [params.id]);
      if (!product) throw notFound(NOT_FOUND);
      return {
        success: true,
        data: { ...product, partProducts: await productsByIds(app.db, product.parts) },
      };
    });
  },

  async createProduct({ body, user, app }) {
    requireAdmin(user);
    const payload = applyRules(productInputSchema, body);
    await checkParts(app.db, payload);
    try {
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx.insert(products).values(toColumns(payload)).returning();
        if (!created) throw new Error('insert returned no row');
        await replaceParts(tx, created.id, payload.parts);
        return created;
      });
      app.catalogueCache.clear();
      const [data] = await withParts(app.db, [row]);
      if (!data) throw new Error('created product vanished');
      return { status: 201, body: { success: true, message: 'Product created.', data } };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSku(payload.sku);
      throw error;
    }
  },

  async updateProduct({ params, body, user, app }) {
    requireAdmin(user);
    const payload = applyRules(productInputSchema, body);
    if (!isUuid(params.id)) throw notFound(NOT_FOUND);
    await checkParts(app.db, payload, params.id);
    try {
      const row = await app.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(products)
          .where(eq(products.id, params.id))
          .for('update');
        if (!current) throw notFound(NOT_FOUND);
        if (current.type === 'part' && payload.type !== 'part') {
          const [usage] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(productParts)
            .where(eq(productParts.partId, params.id));
          if (usage && usage.count > 0) {
            throw conflict(
              `This part is listed by ${usage.count} filter(s); remove it from them before changing its type.`,
            );
          }
        }
        const [updated] = await tx
          .update(products)
          .set({ ...toColumns(payload), updatedAt: new Date() })
          .where(eq(products.id, params.id))
          .returning();
        if (!updated) throw notFound(NOT_FOUND);
        await replaceParts(tx, updated.id, payload.parts);
        return updated;
      });
      app.catalogueCache.clear();
      const [data] = await withParts(app.db, [row]);
      if (!data) throw notFound(NOT_FOUND);
      return { status: 200, body: { success: true, message: 'Product updated.', data } };
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSku(payload.sku);
      throw error;
    }
  },

  async deleteProduct({ params, user, app }) {
    requireAdmin(user);
    if (!isUuid(params.id)) throw notFound(NOT_FOUND);
    // Filters that listed this product as a part lose it through the foreign key's cascade.
    const [deleted] = await app.db
      .delete(products)
      .where(eq(products.id, params.id))
      .returning({ id: products.id });
    if (!deleted) throw notFound(NOT_FOUND);
    app.catalogueCache.clear();
    return {
      status: 200,
      body: { success: true, message: 'Product deleted.', data: { _id: deleted.id } },
    };
  },
} satisfies Partial<Handlers>;
