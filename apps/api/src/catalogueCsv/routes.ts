import { requireAdmin } from '../auth/session.js';
import { boundedChunks } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { exportCatalogue } from './exportCatalogue.js';
import { importCatalogue } from './importCatalogue.js';

/** The largest CSV an import request may send (the command reads files of any size). */
export const IMPORT_BODY_LIMIT = 100 * 1024 * 1024;

const encoder = new TextEncoder();

export const catalogueCsvRoutes = {
  async importProducts({ user, app, request }) {
    requireAdmin(user);
    const type = request.headers.get('content-type') ?? '';
    if (!/^text\/csv\s*(;|$)/i.test(type)) throw new HttpError(415, 'Send the file as text/csv.');
    const counts = await importCatalogue(
      app.db,
      boundedChunks(
        request,
        IMPORT_BODY_LIMIT,
        `The file is larger than ${IMPORT_BODY_LIMIT / 1024 / 1024} MB; import it with pnpm catalogue:import.`,
      ),
    );
    // A file that changed nothing leaves the catalogue's caches, and its generation, as they were.
    if (counts.created + counts.updated > 0) app.catalogueCache.clear();
    return {
      status: 200,
      body: {
        success: true,
        message: `Imported: ${counts.created} added, ${counts.updated} changed, ${counts.unchanged} unchanged.`,
        data: counts,
      },
    };
  },

  async exportProducts({ user, app }): Promise<Response> {
    requireAdmin(user);
    const lines = exportCatalogue(app.db);
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await lines.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await lines.return(undefined);
        },
      }),
      {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="catalogue-${stamp}.csv"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      },
    );
  },
} satisfies Partial<Handlers>;
