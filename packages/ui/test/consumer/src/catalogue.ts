/*
 * The second shop front's products, cart and shopper. Plain data with no imports, so the kit's
 * Storybook can show the same shop; App.tsx gives it the kit's types.
 */

/** An offline picture: a gradient with a word on it, as an SVG data URL. */
function picture(word: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><text x="300" y="300" fill="#ffffff" fill-opacity="0.4" font-family="serif" font-size="72" text-anchor="middle" dominant-baseline="middle">${word}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Product {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
}

export const products: Product[] = [
  {
    _id: 'osmosis',
    name: 'Ósmosis inversa bajo fregadero',
    price: 449.99,
    imageUrl: picture('Ósmosis', '#3d2a0a', '#f5a524'),
  },
  {
    _id: 'carbon',
    name: 'Filtro de carbón para toda la casa',
    price: 1299,
    imageUrl: picture('Carbón', '#0e2638', '#7cc4ff'),
  },
  {
    _id: 'sedimentos',
    name: 'Prefiltro de sedimentos 5 micras',
    price: 14.99,
    imageUrl: picture('Sedimentos', '#1b242e', '#aab6c2'),
  },
  {
    _id: 'analisis',
    name: 'Kit de análisis del agua',
    price: 29.95,
    imageUrl: picture('Análisis', '#0f2e1b', '#5fd38a'),
  },
];

const [osmosis, , sediment] = products as [Product, Product, Product];

export const featured = osmosis;

export const featuredImages = [
  osmosis.imageUrl,
  picture('Membrana', '#33270a', '#ffc95c'),
  picture('Grifo', '#0e2638', '#f5a524'),
];

export const cartItem = { product: sediment, quantity: 2 };

export const shopper = {
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  role: 'user' as const,
};
