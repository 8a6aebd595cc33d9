import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** The stylesheets `styles.css` imports, in its order (paths relative to the kit's src/). */
function kitStylesheets(kitSource: string): string[] {
  const whole = readFileSync(join(kitSource, 'styles.css'), 'utf8');
  return [...whole.matchAll(/@import\s+"\.\/([^"]+)";/g)].map((match) => match[1] as string);
}

/**
 * For each of the kit's class names, the stylesheets with its rules: its component's own file
 * (`wt-Foo` and `wt-Foo-part` are in `Foo/Foo.css`) or, for a class with no such file (forms,
 * modals, toasts), every file that styles it.
 */
function classOwners(kitSource: string, sheets: readonly string[]): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  for (const sheet of sheets) {
    const css = readFileSync(join(kitSource, sheet), 'utf8');
    for (const [, name] of css.matchAll(/\.(wt-[A-Za-z][\w-]*)/g)) {
      if (!name) continue;
      const files = owners.get(name) ?? new Set<string>();
      files.add(sheet);
      owners.set(name, files);
    }
  }
  for (const [name, files] of owners) {
    const component = name.slice('wt-'.length).split('-')[0];
    const own = [...files].find((sheet) => sheet.endsWith(`/${component}.css`));
    if (own) owners.set(name, new Set([own]));
  }
  return owners;
}

/** The cascade layer of one of the kit's stylesheets (the tokens have theirs already). */
function layerOf(sheet: string): string {
  if (sheet === 'styles/base.css') return 'wtkit.base';
  return `wtkit.kit.${sheet
    .split('/')
    .pop()
    ?.replace(/\.css$/, '')}`;
}

const inLayer = (layer: string, css: string) => `@layer ${layer} {\n${css}\n}\n`;

/** A module id without its query (`?direct`, `?inline`...). */
const fileOf = (id: string) => id.split('?')[0] ?? id;

/**
 * The kit ships one stylesheet (`@wtkit/ui/styles.css`) so that a site imports it once. The
 * storefront writes a page's stylesheets into its HTML, so there the whole kit's rules (about
 * 50 kB) would weigh on every page and on the browser's style work. This plugin makes each module
 * of the kit and of the app import the stylesheets of the kit's classes it names, and leaves
 * only the tokens and base rules in `styles.css`: every chunk then carries the rules of the
 * components it draws, and a page gets its chunks' rules.
 *
 * Chunks put their stylesheets in the order their modules run, which is not `styles.css`'s (a
 * header's rules that hide its search field must come after the search field's own). So each of
 * the kit's stylesheets is a cascade layer, and `styles.css` declares the layers in its own order
 * before anything else: the kit's rules win over each other as they do in the one stylesheet,
 * wherever a chunk puts them. The app's own rules are not in a layer and come after the kit's.
 */
/** A module whose `kitLayerOrder` is the `@layer …;` statement that orders the kit's layers. */
export const LAYER_ORDER_MODULE = 'virtual:wtkit-kit-layer-order';

export function kitStylesByModule(kitSource: string, appSource: string): Plugin {
  const sheets = kitStylesheets(kitSource);
  const global = sheets.filter((sheet) => sheet.startsWith('styles/'));
  const owners = classOwners(
    kitSource,
    sheets.filter((sheet) => !global.includes(sheet)),
  );
  const entry = join(kitSource, 'styles.css');
  const layered = new Map(
    sheets
      .filter((sheet) => sheet !== 'styles/tokens.css')
      .map((sheet) => [join(kitSource, sheet), layerOf(sheet)]),
  );
  const order = `@layer wtkit.tokens, ${[...layered.values()].join(', ')};`;
  const isScript = (id: string) =>
    /\.(tsx|ts)$/.test(id) &&
    !/\.(stories|test)\.tsx?$/.test(id) &&
    (id.startsWith(kitSource) || id.startsWith(appSource));

  return {
    name: 'kit-styles-by-module',
    enforce: 'pre',
    // The layers' order for a document whose stylesheets may come in another order (React
    // Router's framework mode links a route's imported chunks' stylesheets before its own).
    resolveId: (source) => (source === LAYER_ORDER_MODULE ? `\0${LAYER_ORDER_MODULE}` : null),
    load(id) {
      if (id === `\0${LAYER_ORDER_MODULE}`)
        return `export const kitLayerOrder = ${JSON.stringify(order)};`;
      if (fileOf(id) !== entry) return null;
      // Written out rather than imported: an imported stylesheet would not pass through
      // `transform` below and keep the base rules out of their layer.
      const globalRules = global.map((sheet) => {
        const css = readFileSync(join(kitSource, sheet), 'utf8');
        const layer = layered.get(join(kitSource, sheet));
        return layer ? inLayer(layer, css) : css;
      });
      return [order, ...globalRules].join('\n');
    },
    transform(code, id) {
      const layer = layered.get(fileOf(id));
      if (layer) return { code: inLayer(layer, code), map: null };
      if (!isScript(id)) return null;
      const used = new Set<string>();
      for (const [name] of code.matchAll(/\bwt-[A-Za-z][\w-]*/g))
        for (const sheet of owners.get(name) ?? []) used.add(sheet);
      if (used.size === 0) return null;
      const imports = sheets
        .filter((sheet) => used.has(sheet))
        .map((sheet) => {
          const path = relative(dirname(id), join(kitSource, sheet)).replace(/\\/g, '/');
          return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};`;
        });
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
