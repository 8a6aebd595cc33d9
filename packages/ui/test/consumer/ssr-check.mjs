// Runs in plain Node inside the installed fixture: the packed @wtkit/ui must import without a
// DOM and render on a server, and so must the Spanish shop front (its server build, dist-server).
// Writes english.json: the kit's English texts the shop's pages must not show, for run.mjs.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { englishIn, englishTexts, htmlDecode, htmlTexts } from './copy-check.mjs';

assert.equal(typeof globalThis.window, 'undefined');
// React reports unknown props and other misuse on console.error: any of it fails the check.
const reported = [];
const consoleError = console.error;
console.error = (...args) => {
  reported.push(args.map(String).join(' '));
  consoleError(...args);
};
const ui = await import('@wtkit/ui');
const domain = await import('@wtkit/domain');
// Each component also has its own entry point, the same component as the kit's.
const { ProductCard } = await import('@wtkit/ui/ProductCard');
assert.equal(ProductCard, ui.ProductCard);

const slides = domain.HOME_BANNER_SLIDES.map((slide, i) => ({
  ...slide,
  image: '/banner.png',
  imageAlt: slide.title ? '' : `Banner ${i + 1}`,
}));
const html = renderToString(
  createElement(
    'main',
    null,
    createElement(ui.BannerCarousel, { slides }),
    createElement(ui.ProductCard, {
      product: { _id: 'p1', name: 'Sediment Pre-Filter', price: 14.99, imageUrl: '/p1.png' },
      href: '/product/p1',
    }),
  ),
);
assert.match(html, /aria-roledescription="carousel"/);
assert.match(html, /Go to slide 4/);
assert.match(html, /\$14\.99/);
console.log('ssr: rendered', html.length, 'characters');

const shop = await import('./dist-server/server.js');
const shopHtml = shop.render();
for (const text of ['Agua Clara', 'Sistemas de filtración', 'Cuenta de Lucía Fernández']) {
  assert.ok(shopHtml.includes(text), `the shop front's HTML has no "${text}"`);
}
assert.match(shopHtml, /Quitar Prefiltro de sedimentos 5 micras/);

// The shop's photos, as its API lists them, through the kit's Image: each a <picture> offering
// every width in AVIF and WebP, the JPEG widths on the <img>, the layout's sizes and the photo's
// intrinsic size; and the head's preload names the same candidates as the gallery's first source.
{
  const pictures = [...shopHtml.matchAll(/<picture[^>]*>(.*?)<\/picture>/gs)].map(([, inner]) =>
    [...inner.matchAll(/<(source|img)\s([^>]*?)\/?>/g)].map(([, tag, attributes]) => ({
      tag,
      ...Object.fromEntries(
        [...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
          name.toLowerCase(),
          htmlDecode(value),
        ]),
      ),
    })),
  );
  const srcSetOf = (image, format) =>
    image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  /** The <picture> showing `image` with these sizes, as the kit must render it. */
  const expectPicture = (image, sizes, where) => {
    const found = pictures.find(
      (tags) => tags.at(-1)?.src === image.url && tags.at(-1)?.sizes === sizes,
    );
    assert.ok(found, `${where}: no <picture> of ${image.url.slice(0, 60)}… with sizes "${sizes}"`);
    assert.deepEqual(
      found.map(({ tag, type, srcset, sizes: shownSizes, width, height }) => ({
        tag,
        type,
        srcset,
        sizes: shownSizes,
        width,
        height,
      })),
      [
        { tag: 'source', type: 'image/avif', srcset: srcSetOf(image, 'avif'), sizes },
        { tag: 'source', type: 'image/webp', srcset: srcSetOf(image, 'webp'), sizes },
        {
          tag: 'img',
          type: undefined,
          srcset: srcSetOf(image, 'jpeg'),
          sizes,
          width: '960',
          height: '960',
        },
      ].map((tag) => ({ width: undefined, height: undefined, ...tag })),
      where,
    );
    return found.at(-1);
  };
  for (const product of shop.products)
    assert.equal(
      expectPicture(product.images[0], ui.IMAGE_SIZES.card, `card ${product.name}`).loading,
      'lazy',
    );
  const [main] = shop.featuredImages;
  expectPicture(main, ui.IMAGE_SIZES.gallery, 'gallery');
  expectPicture(shop.cartItem.product.images[0], ui.IMAGE_SIZES.thumbnail, 'cart line');
  assert.deepEqual(shop.featuredPreload(), {
    href: main.url,
    imageSrcSet: srcSetOf(main, 'avif'),
    imageSizes: ui.IMAGE_SIZES.gallery,
    type: 'image/avif',
  });
  console.log('ssr: the shop front renders', pictures.length, 'photos as <picture>');
}

const english = englishTexts(ui.enUS, shop.esStrings, domain.MESSAGES, shop.esMessages);
assert.deepEqual(
  englishIn(htmlTexts(shopHtml), english).map(({ path, en }) => `${path}: ${en}`),
  [],
  "the shop front's server HTML shows the kit's English",
);
writeFileSync('english.json', JSON.stringify(english));
assert.deepEqual(reported, [], 'React reported errors while rendering');
console.log('ssr: rendered the shop front in Spanish,', shopHtml.length, 'characters');
