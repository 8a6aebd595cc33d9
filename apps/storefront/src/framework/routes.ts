import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products/:mode?', 'routes/listing.tsx', { id: 'products' }),
  route('commercial/:mode?', 'routes/listing.tsx', { id: 'commercial' }),
  route('residential/:mode?', 'routes/listing.tsx', { id: 'residential' }),
  route('testkit/:mode?', 'routes/listing.tsx', { id: 'testkit' }),
  route('product/:id?', 'routes/product.tsx'),
  route('*', 'routes/notFound.tsx'),
] satisfies RouteConfig;
