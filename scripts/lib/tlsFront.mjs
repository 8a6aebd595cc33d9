// A TLS front that speaks HTTP/2 to browsers and HTTP/1.1 to the server behind it, as a load
// balancer or CDN does in production (browsers speak HTTP/2 only over TLS). Used by
// `pnpm bench:web` to audit pages as shoppers get them; the certificate is self-signed, made with
// the `openssl` command for the run, and the browser is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one HTTP/1.1 connection and must not cross to another hop. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/** A self-signed certificate for 127.0.0.1 and localhost, or null without `openssl`. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'wtkit-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Listens on a free port of 127.0.0.1 and forwards every request to `target` (an http:// base),
 * with `x-forwarded-proto: https`. Resolves to its https:// base and a `close` function.
 */
export async function startTlsFront(target, certificate) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        const back = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name)) back[name] = value;
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
