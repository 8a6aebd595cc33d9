import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { photoImage } from '../fixtures/images.js';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { ProductGallery } from '../ProductGallery/ProductGallery.js';
import { filledSizes, gallerySizes } from './filledSizes.js';
import { Image } from './Image.js';
import { IMAGE_SIZES, imagePreload, largestFallback, mainImage } from './imageSources.js';

const photo = {
  url: '/files/jpeg-960w.jpeg',
  variants: [640, 160, 960].flatMap((width) =>
    (['jpeg', 'webp', 'avif'] as const).map((format) => ({
      width,
      height: width * 0.75,
      format,
      url: `/files/${format}-${width}w.${format}`,
    })),
  ),
};

describe('Image', () => {
  it('offers AVIF and WebP widths, a JPEG srcset, the layout sizes and its intrinsic size', () => {
    const { container } = render(
      <Image src={photo.url} variants={photo.variants} sizes={IMAGE_SIZES.card} alt="Softener" />,
    );
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/files/avif-160w.avif 160w, /files/avif-640w.avif 640w, /files/avif-960w.avif 960w',
    );
    expect(sources[1]?.getAttribute('srcset')).toBe(
      '/files/webp-160w.webp 160w, /files/webp-640w.webp 640w, /files/webp-960w.webp 960w',
    );
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(IMAGE_SIZES.card);
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe('/files/jpeg-960w.jpeg');
    expect(image?.getAttribute('srcset')).toBe(
      '/files/jpeg-160w.jpeg 160w, /files/jpeg-640w.jpeg 640w, /files/jpeg-960w.jpeg 960w',
    );
    expect(image?.getAttribute('sizes')).toBe(IMAGE_SIZES.card);
    // The default variant's size: the browser reserves its box before a byte arrives.
    expect(image?.getAttribute('width')).toBe('960');
    expect(image?.getAttribute('height')).toBe('720');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('Softener');
  });

  it('is one plain img for an image without variants (an SVG, a link from elsewhere)', () => {
    const { container } = render(<Image src="/banner.svg" sizes={IMAGE_SIZES.card} alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/banner.svg');
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.hasAttribute('sizes')).toBe(false);
    expect(image?.hasAttribute('width')).toBe(false);
  });

  it('renders the same picture on the server, with the priority of the largest paint', () => {
    const html = renderToString(
      <Image
        src={photo.url}
        variants={photo.variants}
        sizes={IMAGE_SIZES.gallery}
        alt=""
        loading="eager"
        fetchPriority="high"
      />,
    );
    expect(html).toMatch(/^<picture class="wt-Image-picture"><source type="image\/avif" srcSet=/);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain(`sizes="${IMAGE_SIZES.gallery}"`);
  });
});

describe('imagePreload', () => {
  it('preloads the candidates of the picture’s first source with the same sizes', () => {
    const preload = imagePreload(photo, IMAGE_SIZES.gallery);
    const { container } = render(
      <Image src={photo.url} variants={photo.variants} sizes={IMAGE_SIZES.gallery} alt="" />,
    );
    const first = container.querySelector('picture > source');
    expect(preload).toEqual({
      href: photo.url,
      imageSrcSet: first?.getAttribute('srcset'),
      imageSizes: first?.getAttribute('sizes'),
      type: first?.getAttribute('type'),
    });
  });

  it('preloads the plain URL of an image without variants', () => {
    expect(imagePreload({ url: '/banner.svg' }, IMAGE_SIZES.card)).toEqual({ href: '/banner.svg' });
  });
});

describe('the kit’s product photos', () => {
  it('a card shows its product’s first image with the card’s sizes', () => {
    const { container } = render(
      <ProductCard
        product={{
          _id: 'p1',
          name: 'Softener',
          price: 10,
          imageUrl: '/files/up.jpg',
          images: [photo],
        }}
        href="/product/p1"
      />,
    );
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe(photo.url);
    expect(image?.getAttribute('sizes')).toBe(IMAGE_SIZES.card);
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('the gallery’s main image is eager and high priority, its thumbnails small and lazy', () => {
    const second = photoImage('Second', '#000', '#fff');
    const { container } = render(<ProductGallery name="Softener" images={[photo, second]} />);
    const [main, ...thumbs] = [...container.querySelectorAll('picture > img')];
    expect(main?.getAttribute('sizes')).toBe(IMAGE_SIZES.gallery);
    expect(main?.getAttribute('loading')).toBe('eager');
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb.getAttribute('sizes')).toBe(IMAGE_SIZES.thumbnail);
      expect(thumb.getAttribute('loading')).toBe('lazy');
    }
  });

  it('the gallery still takes plain URLs', () => {
    const { container } = render(<ProductGallery name="Softener" images={['/a.svg', '', null]} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.svg');
  });

  it('a product without images from the API shows its imageUrl', () => {
    expect(mainImage({ imageUrl: '/x.svg' })).toEqual({ src: '/x.svg', variants: undefined });
    expect(mainImage({ imageUrl: '/files/up.jpg', images: [photo] })).toEqual({
      src: photo.url,
      variants: photo.variants,
    });
    expect(largestFallback(photo.url, photo.variants)).toBe('/files/jpeg-960w.jpeg');
    expect(largestFallback('/x.svg')).toBe('/x.svg');
  });
});

describe('a photo drawn whole in a fixed box (gallerySizes)', () => {
  const portrait = {
    url: '/files/jpeg-720w.jpeg',
    variants: [480, 720].flatMap((width) =>
      (['jpeg', 'avif'] as const).map((format) => ({
        width,
        height: (width * 4) / 3,
        format,
        url: `/files/${format}-${width}w.${format}`,
      })),
    ),
  };
  const portraitSizes = filledSizes(IMAGE_SIZES.gallery, portrait.variants, 1);

  it('says the width a portrait photo fills in every sizes, and its preload says the same', () => {
    expect(portraitSizes).toContain('calc((100vw - 2rem) * 0.75)');
    expect(gallerySizes(portrait.variants)).toBe(portraitSizes);
    const { container } = render(
      <Image
        src={portrait.url}
        variants={portrait.variants}
        sizes={gallerySizes(portrait.variants)}
        alt=""
      />,
    );
    const sized = [...container.querySelectorAll('picture > source, picture > img')];
    expect(sized.map((element) => element.getAttribute('sizes'))).toEqual([
      portraitSizes,
      portraitSizes,
    ]);
    expect(imagePreload(portrait, gallerySizes(portrait.variants))).toMatchObject({
      imageSizes: portraitSizes,
      type: 'image/avif',
    });
  });

  it('leaves a landscape photo’s sizes as the layout’s', () => {
    expect(gallerySizes(photo.variants)).toBe(IMAGE_SIZES.gallery);
    expect(imagePreload(photo, gallerySizes(photo.variants)).imageSizes).toBe(IMAGE_SIZES.gallery);
  });

  it('is what the product gallery’s main image says', () => {
    const { container } = render(<ProductGallery name="Softener" images={[portrait]} />);
    expect(container.querySelector('.wt-Magnifier picture > source')?.getAttribute('sizes')).toBe(
      portraitSizes,
    );
  });
});
