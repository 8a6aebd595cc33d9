import { requireAdmin } from '../auth/session.js';
import type { Handlers } from '../http/handlerTypes.js';
import {
  catalogue,
  changeProduct,
  createProduct,
  featuredProducts,
  listingOf,
  productPage,
  removeProduct,
} from './service.js';

export const productRoutes = {
  async listProducts({ query, app, request }) {
    const listing = listingOf(query);
    // Keyed by the listing as read (defaults filled in, unknown parameters left out); a page
    // after the first is answered afresh and not kept, so the cache never fills with a crawl
    // through the whole catalogue.
    const { cursor, ...first } = listing;
    const key = `list:${JSON.stringify(first)}`;
    return app.catalogueCache.json(
      request,
      key,
      async () => ({ success: true, ...(await catalogue(app.db, app.secret, listing)) }),
      { keep: cursor === undefined },
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
