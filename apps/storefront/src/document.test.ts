import { describe, expect, it } from 'vitest';
import { documentParts, stylesheetTags } from './document';

const template = `<!doctype html><html><head><!--wt-head--><title>t</title><!--/wt-head-->
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/app.js">
<link rel="stylesheet" crossorigin href="/assets/app.css">
<link rel="stylesheet" crossorigin href="/assets/other.css">
</head><body><div id="root"><!--wt-app-->shell<!--/wt-app--></div><!--wt-state--></body></html>`;

describe('the page document', () => {
  it('writes the stylesheets it knows into the head, with a disabled link to each file', () => {
    const parts = documentParts(template, { '/assets/app.css': '.a{color:red}' });
    expect(parts.headRest).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/app.css" disabled>',
    );
    // A file whose text it was not given stays a link the browser fetches.
    expect(parts.headRest).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/other.css">',
    );
    expect(parts.entryScripts).toEqual(['/assets/index.js']);
    expect(parts.entryModules).toEqual(['/assets/app.js']);
  });

  it('keeps every stylesheet linked when given no texts', () => {
    expect(documentParts(template).headRest).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
    );
  });

  it('links a stylesheet that would close its own style element, and escapes addresses', () => {
    expect(stylesheetTags('/a.css', { '/a.css': 'b::after{content:"</STYLE>"}' })).toBe(
      '<link rel="stylesheet" href="/a.css">',
    );
    expect(stylesheetTags('/a".css', { '/a".css': 'b{}' })).toBe(
      '<style>b{}</style><link rel="stylesheet" href="/a&quot;.css" disabled>',
    );
  });
});
