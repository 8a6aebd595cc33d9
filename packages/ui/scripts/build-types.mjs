// Declarations, one per module beside the JavaScript (dist/Button/index.d.ts for
// `@wtkit/ui/Button`), from tsc (tsconfig.build.json). tsc keeps the modules' side-effect
// stylesheet imports (`import './Button.css';`) in them; types need none of them, so they are
// taken out (the JavaScript keeps them).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync('tsc', ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });

const stylesheetImport = /^import ['"][^'"]+\.css['"];\n/gm;
let cleaned = 0;
for (const entry of readdirSync(join(root, 'dist'), { recursive: true })) {
  if (!String(entry).endsWith('.d.ts')) continue;
  const file = join(root, 'dist', String(entry));
  const text = readFileSync(file, 'utf8');
  const stripped = text.replace(stylesheetImport, '');
  if (stripped !== text) {
    writeFileSync(file, stripped);
    cleaned += 1;
  }
}
console.log(`declarations: stylesheet imports taken out of ${cleaned} files`);
