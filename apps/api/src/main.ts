import { fileURLToPath } from 'node:url';
import { createPlaceholderServer } from './placeholderServer.js';

const port = Number(process.env.PORT ?? 3000);
const openapiPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const server = createPlaceholderServer(openapiPath);

server.listen(port, () => {
  console.log(`wtkit placeholder listening on http://localhost:${port}`);
  console.log(`  health:   http://localhost:${port}/healthz`);
  console.log(`  contract: http://localhost:${port}/api/v1/openapi.yaml`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
