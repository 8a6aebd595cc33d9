import { createBrowserRouter, type Params, type RouteObject } from 'react-router-dom';
import { loadTestCardForm, paymentProvider } from './checkout/paymentProvider';
import { Layout } from './Layout';
import { RouteError } from './routes/RouteError';
import { queries, queryClient, readToken } from './session';

// Every screen is its own chunk, loaded when its route is first visited.
type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const listing = () => import('./routes/Listing');

/**
 * Starts a page's requests while its chunk is still loading, instead of after it has rendered.
 * The loader returns at once: nothing waits for the data, which the page's own queries pick up.
 */
const prefetch = (start: (params: Params) => unknown): Pick<RouteObject, 'loader'> => ({
  loader: ({ params }) => {
    start(params);
    return null;
  },
});
const homeData = prefetch(() =>
  Promise.all([
    queryClient.prefetchQuery(queries.listProducts({ important: true })),
    queryClient.prefetchQuery(queries.listFeaturedProducts()),
  ]),
);
const productData = prefetch(({ id }) =>
  id ? queryClient.prefetchQuery(queries.getProduct(id)) : undefined,
);
// Signed-in pages: only with a token (without one they show a sign-in notice or redirect).
const checkoutData = prefetch(() => {
  if (paymentProvider === 'test') void loadTestCardForm().catch(() => undefined);
  if (!readToken()) return;
  return Promise.all([
    queryClient.prefetchQuery(queries.getMe()),
    queryClient.prefetchQuery(queries.getCart()),
  ]);
});
const dashboardData = prefetch(() =>
  readToken()
    ? Promise.all([
        queryClient.prefetchQuery(queries.getMe()),
        queryClient.prefetchQuery(queries.getTracker()),
        queryClient.prefetchQuery(queries.listMyOrders()),
      ])
    : undefined,
);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, ...page(() => import('./routes/Home')), ...homeData },
      { path: 'products/:mode?', ...page(listing) },
      { path: 'commercial/:mode?', ...page(listing) },
      { path: 'residential/:mode?', ...page(listing) },
      { path: 'testkit/:mode?', ...page(listing) },
      { path: 'product/:id?', ...page(() => import('./routes/ProductPage')), ...productData },
      { path: 'createProduct', ...page(() => import('./routes/CreateProduct')) },
      { path: 'log', ...page(() => import('./routes/SignIn')) },
      { path: 'log/sign-up', ...page(() => import('./routes/SignUp')) },
      { path: 'forgot-password', ...page(() => import('./routes/ForgotPassword')) },
      { path: 'account', ...page(() => import('./routes/Account')) },
      { path: 'settings', ...page(() => import('./routes/Settings')) },
      { path: 'shippingDetails', ...page(() => import('./routes/ShippingDetails')) },
      { path: 'sendVerificationEmail', ...page(() => import('./routes/SendVerificationEmail')) },
      { path: 'enterVerificationCode', ...page(() => import('./routes/EnterVerificationCode')) },
      { path: 'privacy-policy', ...page(() => import('./routes/PrivacyPolicy')) },
      { path: 'terms-and-conditions', ...page(() => import('./routes/TermsAndConditions')) },
      { path: 'warranty', ...page(() => import('./routes/Warranty')) },
      { path: 'contact-us', ...page(() => import('./routes/ContactUs')) },
      { path: 'shoppingCart', ...page(() => import('./routes/Cart')) },
      { path: 'checkout', ...page(() => import('./routes/Checkout')), ...checkoutData },
      { path: 'orderHistory', ...page(() => import('./routes/OrderHistory')) },
      { path: 'receivedOrders', ...page(() => import('./routes/ReceivedOrders')) },
      { path: 'dashboard', ...page(() => import('./routes/Dashboard')), ...dashboardData },
      { path: '*', ...page(() => import('./routes/NotFound')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
