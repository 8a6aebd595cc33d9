import { searchMessages } from '@wtkit/domain';
import { requireAdmin } from '../auth/session.js';
import { badRequest } from '../http/errors.js';
import type { HandlerInput, Handlers } from '../http/handlerTypes.js';
import type { ReadByIds } from './pageCut.js';
import { cardsByIds, productsByIds } from './queries.js';
import {
  catalogue,
  changeProduct,
  createProduct,
  featuredProducts,
  listingOf,
  productPage,
  removeProduct,
} from './service.js';
import { searchSuggestions } from './suggestions.js';

/**
 * How long browsers and shared caches may keep suggestions: a product added or removed shows
 * in them at most this late (a removed one then opens its page's 404).
 */
export const SUGGESTIONS_MAX_AGE_SECONDS = 30;

/**
 * A listing's page, its products read by `read`. Keyed by the listing as read (defaults filled
 * in, unknown parameters left out); a page after the first is answered afresh and not kept, so
 * the cache never fills with a crawl through the whole catalogue.
 */
async function listingAnswer<Shown>(
  { query, app, request }: HandlerInput<'listProducts' | 'listProductCards'>,
  shape: string,
  read: ReadByIds<Shown>,
) {
  const listing = listingOf(query);
  const { cursor, ...first } = listing;
  return app.catalogueCache.json(
    request,
    `${shape}:${JSON.stringify(first)}`,
    async () => {
      const page = await catalogue(app.db, app.secret, listing, {
        exactCountUpTo: app.config.catalogueExactCountUpTo,
        figures: app.listingFigures,
        read,
      });
      return { success: true as const, ...page };
    },
    { keep: cursor === undefined },
  );
}

export const productRoutes = {
  listProducts: (input) => listingAnswer(input, 'list', productsByIds),

  listProductCards: (input) => listingAnswer(input, 'cards', cardsByIds),

  async suggestSearch({ query, app, request }) {
    const q = query.q.trim();
    if (!q)
      throw badRequest(searchMessages.empty, [{ path: 'query.q', message: searchMessages.empty }]);
    // Not kept in the server's cache: each prefix a shopper types is a key of its own, and a
    // run of made-up ones would push out the listings kept there. Two small indexed reads.
    return app.catalogueCache.json(
      request,
      `suggest:${q}`,
      async () => ({ success: true, data: await searchSuggestions(app.db, q) }),
      { keep: false, cacheControl: `public, max-age=${SUGGESTIONS_MAX_AGE_SECONDS}` },
    );
  },

  async listFeaturedProducts({ app, request }) {
    return app.catalogueCache.json(request, 'featured', async () => ({
      success: true,
      data: await featuredProducts(app.db),
    }));
  },

  async getProduct({ params, app, request }) {
    // A miss throws before anything is cached, so an unknown id stays a 404.
    return app.catalogueCache.json(request, `product:${params.id}`, async () => ({
      success: true,
      data: await productPage(app.db, params.id),
    }));
  },

  async createProduct({ body, user, app }) {
    requireAdmin(user);
    const data = await createProduct(app, body);
    return { status: 201, body: { success: true, message: 'Product created.', data } };
  },

  async updateProduct({ params, body, user, app }) {
    requireAdmin(user);
    const data = await changeProduct(app, params.id, body);
    return { status: 200, body: { success: true, message: 'Product updated.', data } };
  },

  async deleteProduct({ params, user, app }) {
    requireAdmin(user);
    const id = await removeProduct(app, params.id);
    return { status: 200, body: { success: true, message: 'Product deleted.', data: { _id: id } } };
  },
} satisfies Partial<Handlers>;
