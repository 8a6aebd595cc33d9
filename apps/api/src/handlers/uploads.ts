import { requireAdmin } from '../auth/session.js';
import { boundedChunks } from '../http/body.js';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/handlerTypes.js';
import { IMAGE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../storage/storage.js';

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
    const { publicUrl } = await app.storage.receive({
      key: params.key,
      expires: query.expires,
      contentType: query.contentType,
      signature: query.signature,
      requestType: request.headers.get('content-type') ?? undefined,
      body: boundedChunks(request, MAX_UPLOAD_BYTES, IMAGE_TOO_LARGE),
    });
    return { status: 200, body: { success: true, publicUrl } };
  },

  async getUploadedFile({ params, app }): Promise<Response> {
    const file = await app.storage.read?.(params.key);
    if (!file) throw notFound('No such file.');
    return new Response(file.bytes, {
      status: 200,
      headers: {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // An uploaded SVG must never run script on our origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  },
} satisfies Partial<Handlers>;
