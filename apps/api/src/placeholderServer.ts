import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';

const notBuilt = {
  success: false,
  message:
    'The API server is not built yet: this process only answers /healthz and serves the contract.',
};

/**
 * What runs until the real server lands: it answers the load-balancer health check, serves the
 * contract the server will implement, and says plainly that every other call is not built yet.
 */
export function createPlaceholderServer(openapiPath: string): Server {
  return createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path === '/api/v1/openapi.yaml') {
      res.writeHead(200, { 'content-type': 'application/yaml; charset=utf-8' });
      res.end(await readFile(openapiPath));
      return;
    }
    res.writeHead(501, { 'content-type': 'application/json' });
    res.end(JSON.stringify(notBuilt));
  });
}
