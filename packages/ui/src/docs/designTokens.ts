/** A design token as tokens.css declares it, with its group heading and TOKENS.md's description. */
export interface DesignToken {
  name: string;
  value: string;
  group: string;
  use: string;
  kind: 'color' | 'font-family' | 'font-size' | 'font-weight' | 'line-height' | 'length' | 'shadow';
}

function kindOf(name: string): DesignToken['kind'] {
  if (name.startsWith('--wt-color-')) return 'color';
  if (name === '--wt-font-family') return 'font-family';
  if (name.startsWith('--wt-font-size-')) return 'font-size';
  if (name.startsWith('--wt-font-weight-')) return 'font-weight';
  if (name === '--wt-font-line-height') return 'line-height';
  if (name.startsWith('--wt-shadow-')) return 'shadow';
  return 'length';
}

/**
 * The tokens of the kit's stylesheet in declaration order: each `--wt-*` declaration, the
 * `/* Group *\/` comment above it, and the "Use" column of the documentation's table.
 */
export function parseDesignTokens(css: string, markdown: string): DesignToken[] {
  const uses = new Map(
    [...markdown.matchAll(/^\| `(--wt-[a-z0-9-]+)`\s*\|[^|]*\|\s*(.*?)\s*\|$/gm)].map((match) => [
      match[1] ?? '',
      match[2] ?? '',
    ]),
  );
  const tokens: DesignToken[] = [];
  let group = '';
  for (const match of css.matchAll(/\/\*\s*([^*]+?)\s*\*\/|(--wt-[a-z0-9-]+):\s*([^;]+);/g)) {
    if (match[1] !== undefined) {
      group = match[1];
      continue;
    }
    const name = match[2] ?? '';
    tokens.push({
      name,
      value: (match[3] ?? '').replace(/\s+/g, ' ').trim(),
      group,
      use: uses.get(name) ?? '',
      kind: kindOf(name),
    });
  }
  return tokens;
}
