import { isApiError } from '@wtkit/api-client';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadTestCardForm, paymentProvider } from './checkout/paymentProvider';
import type { EarlyRequest } from './earlyRequests';
import { Layout } from './Layout';
import { LISTING_MODES, listingAt } from './listings';
import { type LoaderData, loaderData } from './loaderContext';
import type { CatalogueText, HeadSpec } from './pageHead';
import NotFound from './routes/NotFound';
import { RouteError } from './routes/RouteError';
import { readToken } from './session';

/** What a route tells the server and the document besides its screen. */
export interface RouteHandle {
  /** The route's module under src/ (its chunk is preloaded with a page that shows it). */
  module: string;
  head: HeadSpec;
  /** Signed-in answers the page needs first, asked for from its head (besides me and cart). */
  early?: readonly EarlyRequest[];
  /**
   * Chunks the page imports lazily but draws at once (their names in the build's manifest):
   * loaded with the page's own, not one round trip after it has run.
   */
  alsoLoads?: readonly string[];
}

const homeHead: HeadSpec = { kind: 'home' };
const listingHead: HeadSpec = { kind: 'listing' };
const productHead: HeadSpec = { kind: 'product' };
const publicHead = (title: CatalogueText, description: CatalogueText): HeadSpec => ({
  kind: 'public',
  title,
  description,
});
const privateHead = (title: CatalogueText): HeadSpec => ({ kind: 'private', title });

// Every screen is its own chunk, loaded when its route is first visited. A screen that fails
// keeps the layout around its error.
type RouteModule = { default: React.ComponentType };
const page = (
  module: string,
  load: () => Promise<RouteModule>,
  head: HeadSpec,
  more: Pick<RouteHandle, 'early' | 'alsoLoads'> = {},
): Pick<RouteObject, 'lazy' | 'handle' | 'ErrorBoundary'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { module: `routes/${module}.tsx`, head, ...more } satisfies RouteHandle,
  ErrorBoundary: RouteError,
});

const listing = () => import('./routes/Listing');

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * A route's data: in the browser the requests start while the chunk loads and nothing waits (the
 * page's own queries pick the answers up); on the server the loader waits, so the HTML holds them.
 */
const load =
  (start: (data: LoaderData, args: LoaderFunctionArgs) => Promise<unknown> | undefined) =>
  async (args: LoaderFunctionArgs) => {
    const context = loaderData(args.context);
    const started = start(context, args);
    if (context.onServer) await started;
    return null;
  };

const homeData = load(({ queryClient, queries }) =>
  Promise.all([
    queryClient.prefetchQuery(queries.listProducts({ important: true })),
    queryClient.prefetchQuery(queries.listFeaturedProducts()),
  ]),
);

const listingData = load(({ queryClient, queries }, { request, params }) => {
  const url = new URL(request.url);
  const { listing, query } = listingAt(url.pathname, url.searchParams);
  if (!listing || (params.mode !== undefined && !LISTING_MODES.includes(params.mode)))
    throw notFound();
  return queryClient.prefetchQuery(queries.listProducts(query));
});

/** An unknown or deleted product is a 404 (on the server: the status of the page). */
const productData = load(async ({ queryClient, queries, onServer }, { params }) => {
  if (!params.id) {
    // In the browser a product may come in the navigation's state alone; the page decides.
    if (onServer) throw notFound();
    return undefined;
  }
  if (!onServer) return queryClient.prefetchQuery(queries.getProduct(params.id));
  try {
    await queryClient.fetchQuery(queries.getProduct(params.id));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
});

// Signed-in pages: only with a token in the browser (without one they show a sign-in notice or
// redirect); the server has no token and renders their shell.
const signedIn = (start: (data: LoaderData) => Promise<unknown>) =>
  load((context) => (!context.onServer && readToken() ? start(context) : undefined));

const checkoutData = signedIn(({ queryClient, queries }) =>
  Promise.all([
    queryClient.prefetchQuery(queries.getMe()),
    queryClient.prefetchQuery(queries.getCart()),
  ]),
);
const dashboardData = signedIn(({ queryClient, queries }) =>
  Promise.all([
    queryClient.prefetchQuery(queries.getMe()),
    queryClient.prefetchQuery(queries.getTracker()),
    queryClient.prefetchQuery(queries.listMyOrders()),
    queryClient.prefetchQuery(queries.listPlans()),
    queryClient.prefetchQuery(queries.listPaymentMethods()),
  ]),
);

/** A plan message's link needs no sign-in: what it does is in the page's HTML. */
const planLinkData = load(({ queryClient, queries }, { params }) =>
  queryClient.prefetchQuery({ ...queries.describePlanLink(params.token ?? ''), retry: false }),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        ...page('Home', () => import('./routes/Home'), homeHead),
        loader: homeData,
      },
      { path: 'products/:mode?', ...page('Listing', listing, listingHead), loader: listingData },
      { path: 'commercial/:mode?', ...page('Listing', listing, listingHead), loader: listingData },
      { path: 'residential/:mode?', ...page('Listing', listing, listingHead), loader: listingData },
      { path: 'testkit/:mode?', ...page('Listing', listing, listingHead), loader: listingData },
      {
        path: 'product/:id?',
        ...page('ProductPage', () => import('./routes/ProductPage'), productHead),
        loader: productData,
      },
      {
        path: 'createProduct',
        ...page(
          'CreateProduct',
          () => import('./routes/CreateProduct'),
          privateHead(['productForm', 'createTitle']),
        ),
      },
      {
        path: 'log',
        ...page(
          'SignIn',
          () => import('./routes/SignIn'),
          publicHead(['auth', 'signIn'], ['pages', 'signInDescription']),
        ),
      },
      {
        path: 'log/sign-up',
        ...page(
          'SignUp',
          () => import('./routes/SignUp'),
          publicHead(['auth', 'signUp'], ['pages', 'signUpDescription']),
        ),
      },
      {
        path: 'forgot-password',
        ...page(
          'ForgotPassword',
          () => import('./routes/ForgotPassword'),
          privateHead(['auth', 'resetTitle']),
        ),
      },
      {
        path: 'account',
        ...page('Account', () => import('./routes/Account'), privateHead(['layout', 'account'])),
      },
      {
        path: 'settings',
        ...page(
          'Settings',
          () => import('./routes/Settings'),
          privateHead(['pages', 'settingsTitle']),
          { early: ['tracker'] },
        ),
      },
      {
        path: 'coupons',
        ...page(
          'Coupons',
          () => import('./routes/Coupons'),
          privateHead(['accountMenu', 'coupons']),
        ),
      },
      {
        path: 'shippingDetails',
        ...page(
          'ShippingDetails',
          () => import('./routes/ShippingDetails'),
          privateHead(['account', 'shippingTitle']),
        ),
      },
      {
        path: 'sendVerificationEmail',
        ...page(
          'SendVerificationEmail',
          () => import('./routes/SendVerificationEmail'),
          privateHead(['account', 'sendVerificationEmail']),
        ),
      },
      {
        path: 'enterVerificationCode',
        ...page(
          'EnterVerificationCode',
          () => import('./routes/EnterVerificationCode'),
          privateHead(['account', 'verify']),
        ),
      },
      {
        path: 'privacy-policy',
        ...page(
          'PrivacyPolicy',
          () => import('./routes/PrivacyPolicy'),
          publicHead(['layout', 'privacyPolicy'], ['pages', 'privacyPolicyDescription']),
        ),
      },
      {
        path: 'terms-and-conditions',
        ...page(
          'TermsAndConditions',
          () => import('./routes/TermsAndConditions'),
          publicHead(['layout', 'termsAndConditions'], ['pages', 'termsDescription']),
        ),
      },
      {
        path: 'warranty',
        ...page(
          'Warranty',
          () => import('./routes/Warranty'),
          publicHead(['layout', 'warranty'], ['pages', 'warrantyDescription']),
        ),
      },
      {
        path: 'contact-us',
        ...page(
          'ContactUs',
          () => import('./routes/ContactUs'),
          publicHead(['layout', 'contactUs'], ['pages', 'contactUsDescription']),
        ),
      },
      {
        path: 'shoppingCart',
        ...page('Cart', () => import('./routes/Cart'), privateHead(['layout', 'shoppingCart'])),
      },
      {
        path: 'checkout',
        ...page(
          'Checkout',
          // Checkout's module waits for the card form's: both are asked for at once, not one
          // round trip after the other, when a shopper comes from another page.
          () =>
            Promise.all([
              import('./routes/Checkout'),
              paymentProvider === 'test' ? loadTestCardForm() : undefined,
            ]).then(([module]) => module),
          privateHead(['checkout', 'title']),
          // The test provider's card form is the page's largest paint.
          paymentProvider === 'test' ? { alsoLoads: ['TestCardForm'] } : {},
        ),
        loader: checkoutData,
      },
      {
        path: 'orderHistory',
        ...page(
          'OrderHistory',
          () => import('./routes/OrderHistory'),
          privateHead(['pages', 'orderHistoryTitle']),
          { early: ['orders'] },
        ),
      },
      {
        path: 'receivedOrders',
        ...page(
          'ReceivedOrders',
          () => import('./routes/ReceivedOrders'),
          privateHead(['pages', 'receivedOrdersTitle']),
        ),
      },
      {
        path: 'promoCodes',
        ...page(
          'PromoCodes',
          () => import('./routes/PromoCodes'),
          privateHead(['promoCodes', 'title']),
        ),
      },
      {
        path: 'plan-links/:token',
        ...page(
          'PlanLink',
          () => import('./routes/PlanLink'),
          privateHead(['pages', 'planLinkTitle']),
        ),
        loader: planLinkData,
      },
      {
        path: 'dashboard',
        ...page(
          'Dashboard',
          () => import('./routes/Dashboard'),
          privateHead(['layout', 'myProducts']),
          { early: ['tracker', 'orders'] },
        ),
        loader: dashboardData,
      },
      // Any other address: the not-found page with a 404 (from the server too).
      {
        path: '*',
        Component: NotFound,
        ErrorBoundary: RouteError,
        loader: () => {
          throw notFound();
        },
      },
    ],
  },
];
