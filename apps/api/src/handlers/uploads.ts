import { createHash } from 'node:crypto';
import { requireAdmin } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { boundedChunks } from '../http/body.js';
import type { Handlers } from '../http/handlerTypes.js';
import { recordedImage, recordedUpload, storeImageVariants } from '../images/index.js';
import { IMAGE_TOO_LARGE, IMMUTABLE, MAX_UPLOAD_BYTES } from '../storage/index.js';

export const uploadHandlers = {
  async signUpload({ query, user, app }) {
    requireAdmin(user);
    const signed = await app.storage.signUpload(query);
    return {
      status: 200,
      body: {
        success: true,
        signedUrl: signed.signedUrl,
        publicUrl: signed.publicUrl,
        expiresAt: signed.expiresAt.toISOString(),
        maxBytes: signed.maxBytes,
      },
    };
  },

  async uploadLocalFile({ params, query, request, app }) {
    if (!app.storage.receive) throw notFound('Uploads go to object storage on this server.');
    const upload = await app.storage.receive({
      key: params.key,
      expires: query.expires,
      contentType: query.contentType,
      signature: query.signature,
      requestType: request.headers.get('content-type') ?? undefined,
      body: boundedChunks(request, MAX_UPLOAD_BYTES, IMAGE_TOO_LARGE),
    });
    const image = await storeImageVariants(app, upload);
    return {
      status: 200,
      body: { success: true, publicUrl: image.url, variants: image.variants },
    };
  },

  async makeImageVariants({ body, user, app }) {
    requireAdmin(user);
    const image =
      (await recordedImage(app.db, body.publicUrl)) ?? (await fetchAndStore(app, body.publicUrl));
    return { status: 200, body: { success: true, publicUrl: image.url, variants: image.variants } };
  },

  async getUploadedFile({ params, request, app }): Promise<Response> {
    const file = await app.storage.read?.(params.key);
    if (!file) {
      // A photo's own upload URL (what its link was signed for) leads to its default variant.
      const image = await recordedUpload(app.db, params.key);
      if (image) return new Response(null, { status: 302, headers: { location: image.url } });
      throw notFound('No such file.');
    }
    const etag = `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 27)}"`;
    const cached = request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag);
    return new Response(cached ? null : file.bytes, {
      status: cached ? 304 : 200,
      headers: {
        'content-type': file.contentType,
        'cache-control': IMMUTABLE,
        etag,
        'x-content-type-options': 'nosniff',
        // An uploaded SVG must never run script on our origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  },
} satisfies Partial<Handlers>;

async function fetchAndStore(app: AppContext, publicUrl: string) {
  const upload = await app.storage.fetchUpload(publicUrl);
  if (!upload) throw notFound('No upload at this URL.');
  return storeImageVariants(app, upload);
}
