/*
 * The second shop front's products, cart and shopper. Plain data with no imports, so the kit's
 * Storybook can show the same shop; App.tsx gives it the kit's types.
 */

/** One stored width and format of a photo: the contract's `ImageVariant`. */
interface ImageVariant {
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  url: string;
}

/** A photo as the shop's API lists it: the contract's `ProductImage`. */
interface ProductImage {
  /** The default variant: the widest JPEG (or PNG) up to 960 px. */
  url: string;
  variants: ImageVariant[];
}

/** The shop's photos by file name: the word drawn on each and its gradient. */
const PHOTOS: Record<string, { word: string; from: string; to: string }> = {
  osmosis: { word: 'Ósmosis', from: '#3d2a0a', to: '#f5a524' },
  carbon: { word: 'Carbón', from: '#0e2638', to: '#7cc4ff' },
  sedimentos: { word: 'Sedimentos', from: '#1b242e', to: '#aab6c2' },
  analisis: { word: 'Análisis', from: '#0f2e1b', to: '#5fd38a' },
  membrana: { word: 'Membrana', from: '#33270a', to: '#ffc95c' },
  grifo: { word: 'Grifo', from: '#0e2638', to: '#f5a524' },
};

const WIDTHS = [160, 320, 640, 960, 1280];
const FORMATS = ['avif', 'webp', 'jpeg'] as const;
const VARIANT_PATH = /^\/fotos\/([a-z]+)-(\d+)w\.(avif|webp|jpeg)$/;

/**
 * The file the shop serves at a photo variant's address (`/fotos/carbon-320w.avif`): an SVG of
 * that width naming the photo, width and format ("Carbón 320w avif"), so a browser check reads
 * which variant a `<picture>` chose. Undefined for any other address.
 */
export function photoFile(path: string): string | undefined {
  const [, name = '', width = '', format = ''] = VARIANT_PATH.exec(path) ?? [];
  const photo = PHOTOS[name];
  if (!photo || !WIDTHS.includes(Number(width))) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 600 600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${photo.from}"/><stop offset="1" stop-color="${photo.to}"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><text x="300" y="300" fill="#ffffff" fill-opacity="0.4" font-family="serif" font-size="56" text-anchor="middle" dominant-baseline="middle">${photo.word} ${width}w ${format}</text></svg>`;
}

/** A photo variant's file as a data URL, for a page with no server behind it (Storybook). */
export function photoDataUrl(path: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(photoFile(path) ?? '')}`;
}

/** A square photo as the shop's API lists it: every width in AVIF, WebP and a JPEG fallback. */
function photo(name: keyof typeof PHOTOS): ProductImage {
  const variants = WIDTHS.flatMap((width) =>
    FORMATS.map((format) => ({
      width,
      height: width,
      format,
      url: `/fotos/${name}-${width}w.${format}`,
    })),
  );
  return { url: `/fotos/${name}-960w.jpeg`, variants };
}

interface Product {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
  images: ProductImage[];
}

/** A product as the API lists it: `imageUrl` shows the main photo's default variant. */
function product(_id: string, name: string, price: number, image: ProductImage): Product {
  return { _id, name, price, imageUrl: image.url, images: [image] };
}

export const products: Product[] = [
  product('osmosis', 'Ósmosis inversa bajo fregadero', 449.99, photo('osmosis')),
  product('carbon', 'Filtro de carbón para toda la casa', 1299, photo('carbon')),
  product('sedimentos', 'Prefiltro de sedimentos 5 micras', 14.99, photo('sedimentos')),
  product('analisis', 'Kit de análisis del agua', 29.95, photo('analisis')),
];

const [osmosis, , sediment] = products as [Product, Product, Product];

export const featured = osmosis;

/** The featured product's photos, main one first, with their variants as the API lists them. */
export const featuredImages: ProductImage[] = [
  ...osmosis.images,
  photo('membrana'),
  photo('grifo'),
];

export const cartItem = { product: sediment, quantity: 2 };

export const shopper = {
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  role: 'user' as const,
};
