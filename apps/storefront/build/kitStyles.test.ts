// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kitStylesByModule } from './kitStyles';

const kit = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));
const app = fileURLToPath(new URL('../src/', import.meta.url));
const plugin = kitStylesByModule(kit, app);

type Hook = (code: string, id: string) => { code: string } | null;
const load = (id: string) => (plugin.load as (id: string) => string | null).call({}, id);
const transform = (code: string, id: string) =>
  (plugin.transform as Hook).call({}, code, id)?.code ?? null;

/** The stylesheets `styles.css` imports, in its order. */
const order = [
  ...readFileSync(join(kit, 'styles.css'), 'utf8').matchAll(/@import\s+"\.\/([^"]+)";/g),
]
  .map((match) => match[1] as string)
  .filter((sheet) => sheet !== 'styles/tokens.css');

describe('the kit’s stylesheets, by module', () => {
  it('leaves the tokens and the base rules in styles.css, after the order of every layer', () => {
    const css = load(join(kit, 'styles.css')) ?? '';
    const statement = css.split('\n')[0] ?? '';
    const layers = statement.replace(/^@layer |;$/g, '').split(', ');
    expect(layers[0]).toBe('wtkit.tokens');
    expect(layers[1]).toBe('wtkit.base');
    // One layer per stylesheet, in styles.css's order.
    expect(layers.slice(1)).toHaveLength(order.length);
    expect(layers.indexOf('wtkit.kit.Button')).toBeLessThan(
      layers.indexOf('wtkit.kit.SearchField'),
    );
    expect(layers.indexOf('wtkit.kit.SearchField')).toBeLessThan(
      layers.indexOf('wtkit.kit.SiteHeader'),
    );
    expect(css).toContain('--wt-color-primary');
    expect(css).toMatch(/@layer wtkit\.base \{[\s\S]*\.wt-base/);
    // No component's rules.
    expect(css).not.toContain('.wt-Button');
  });

  it('puts each component stylesheet in its layer', () => {
    const id = join(kit, 'SiteHeader/SiteHeader.css');
    expect(transform('.wt-SiteHeader { color: red; }', id)).toBe(
      '@layer wtkit.kit.SiteHeader {\n.wt-SiteHeader { color: red; }\n}\n',
    );
    expect(transform('.wt-Form {}', join(kit, 'internal/FormLayout.css'))).toMatch(
      /^@layer wtkit\.kit\.FormLayout \{/,
    );
  });

  it('has a module import the stylesheets of the classes it names, after its own imports, in styles.css’s order', () => {
    const id = join(kit, 'SiteHeader/SiteHeader.tsx');
    const code = [
      "import { Button } from '../Button/Button.js';",
      'export const a = <header className="wt-SiteHeader" />;',
      'export const b = <form className="wt-SearchField wt-Form" />;',
      'export const c = <span className="wt-visually-hidden" />;',
    ].join('\n');
    const result = transform(code, id) ?? '';
    expect(result.startsWith(code)).toBe(true);
    expect(result.slice(code.length).trim().split('\n')).toEqual([
      'import "../internal/FormLayout.css";',
      'import "../SearchField/SearchField.css";',
      'import "./SiteHeader.css";',
    ]);
  });

  it('finds the stylesheet of a part (wt-Foo-part) and of classes with no file of their own', () => {
    const id = join(app, 'routes/Example.tsx');
    const result = transform('<div className="wt-CartLine-name wt-Toast wt-Modal" />', id) ?? '';
    expect(result).toContain('import "../../../../packages/ui/src/CartLine/CartLine.css";');
    expect(result).toContain('import "../../../../packages/ui/src/Toasts/Toasts.css";');
    expect(result).toContain('import "../../../../packages/ui/src/Dialog/Dialog.css";');
  });

  it('leaves alone modules that name no kit class, stories, tests and other packages', () => {
    expect(transform('export const x = 1;', join(app, 'config.ts'))).toBeNull();
    const named = '<div className="wt-Button" />';
    expect(transform(named, join(kit, 'Button/Button.stories.tsx'))).toBeNull();
    expect(transform(named, join(app, 'Layout.test.tsx'))).toBeNull();
    expect(transform(named, '/elsewhere/node_modules/x/index.tsx')).toBeNull();
  });
});
