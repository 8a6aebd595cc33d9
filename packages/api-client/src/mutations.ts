import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { unwrap } from './errors.js';
import type { components } from './generated/schema.js';
import type { InvalidationMeta } from './invalidation.js';
import { queryKeys } from './queryKeys.js';

type Schemas = components['schemas'];

function invalidates(...keys: QueryKey[]): InvalidationMeta {
  return { invalidates: keys };
}

/** Mutation option factories for every write of the API, named by operationId: `useMutation(mutations.addCartItem())`. */
export function createMutations(client: ApiClient) {
  return {
    // products (admin)
    createProduct: () =>
      mutationOptions({
        mutationKey: ['products', 'create'],
        mutationFn: (body: Schemas['ProductInput']) => unwrap(client.POST('/products', { body })),
        meta: invalidates(queryKeys.products.all),
      }),
    updateProduct: () =>
      mutationOptions({
        mutationKey: ['products', 'update'],
        mutationFn: ({ id, body }: { id: string; body: Schemas['ProductInput'] }) =>
          unwrap(client.PUT('/products/{id}', { params: { path: { id } }, body })),
        meta: invalidates(queryKeys.products.all),
      }),
    deleteProduct: () =>
      mutationOptions({
        mutationKey: ['products', 'delete'],
        mutationFn: (id: string) =>
          unwrap(client.DELETE('/products/{id}', { params: { path: { id } } })),
        meta: invalidates(queryKeys.products.all),
      }),
    signUpload: () =>
      mutationOptions({
        mutationKey: ['upload', 'sign'],
        // A browser's File.type is any string; the server answers 400 for a type it does not store.
        mutationFn: (query: { fileName: string; fileType: string }) =>
          unwrap(
            client.GET('/upload/sign-r2-upload', {
              params: { query: query as { fileName: string; fileType: Schemas['ImageType'] } },
            }),
          ),
      }),
    makeImageVariants: () =>
      mutationOptions({
        mutationKey: ['upload', 'variants'],
        mutationFn: (publicUrl: string) =>
          unwrap(client.POST('/upload/variants', { body: { publicUrl } })),
      }),

    // search synonyms (admin): a change reorders every search's answers
    createSearchSynonym: () =>
      mutationOptions({
        mutationKey: ['search', 'synonyms', 'create'],
        mutationFn: (body: Schemas['SearchSynonymInput']) =>
          unwrap(client.POST('/search/synonyms', { body })),
        meta: invalidates(queryKeys.searchSynonyms, queryKeys.products.all),
      }),
    deleteSearchSynonym: () =>
      mutationOptions({
        mutationKey: ['search', 'synonyms', 'delete'],
        mutationFn: (id: string) =>
          unwrap(client.DELETE('/search/synonyms/{id}', { params: { path: { id } } })),
        meta: invalidates(queryKeys.searchSynonyms, queryKeys.products.all),
      }),

    // promo codes (admin): every change can change a shopper's coupons
    createPromoCode: () =>
      mutationOptions({
        mutationKey: ['promo-codes', 'create'],
        mutationFn: (body: Schemas['PromoCodeInput']) =>
          unwrap(client.POST('/admin/promo-codes', { body })),
        meta: invalidates(queryKeys.promoCodes),
      }),
    updatePromoCode: () =>
      mutationOptions({
        mutationKey: ['promo-codes', 'update'],
        mutationFn: ({ id, body }: { id: string; body: Schemas['PromoCodeInput'] }) =>
          unwrap(client.PUT('/admin/promo-codes/{id}', { params: { path: { id } }, body })),
        meta: invalidates(queryKeys.promoCodes),
      }),
    deactivatePromoCode: () =>
      mutationOptions({
        mutationKey: ['promo-codes', 'deactivate'],
        mutationFn: (id: string) =>
          unwrap(client.DELETE('/admin/promo-codes/{id}', { params: { path: { id } } })),
        meta: invalidates(queryKeys.promoCodes),
      }),
    grantPromoCode: () =>
      mutationOptions({
        mutationKey: ['promo-codes', 'grant'],
        mutationFn: ({ id, body }: { id: string; body: Schemas['GrantPromoCodeRequest'] }) =>
          unwrap(client.POST('/admin/promo-codes/{id}/grants', { params: { path: { id } }, body })),
        meta: invalidates(queryKeys.promoCodes),
      }),

    // shipping methods and the tax table (admin): checkout's offers change with them
    createShippingMethod: () =>
      mutationOptions({
        mutationKey: ['shipping-methods', 'create'],
        mutationFn: (body: Schemas['ShippingMethodInput']) =>
          unwrap(client.POST('/admin/shipping-methods', { body })),
        meta: invalidates(queryKeys.shipping.all),
      }),
    updateShippingMethod: () =>
      mutationOptions({
        mutationKey: ['shipping-methods', 'update'],
        mutationFn: ({ id, body }: { id: string; body: Schemas['ShippingMethodInput'] }) =>
          unwrap(client.PUT('/admin/shipping-methods/{id}', { params: { path: { id } }, body })),
        meta: invalidates(queryKeys.shipping.all),
      }),
    deactivateShippingMethod: () =>
      mutationOptions({
        mutationKey: ['shipping-methods', 'deactivate'],
        mutationFn: (id: string) =>
          unwrap(client.DELETE('/admin/shipping-methods/{id}', { params: { path: { id } } })),
        meta: invalidates(queryKeys.shipping.all),
      }),
    setTaxRate: () =>
      mutationOptions({
        mutationKey: ['tax-rates', 'set'],
        mutationFn: ({ state, body }: { state: string; body: Schemas['TaxRateInput'] }) =>
          unwrap(client.PUT('/admin/tax-rates/{state}', { params: { path: { state } }, body })),
        meta: invalidates(queryKeys.taxRates),
      }),
    deleteTaxRate: () =>
      mutationOptions({
        mutationKey: ['tax-rates', 'delete'],
        mutationFn: (state: string) =>
          unwrap(client.DELETE('/admin/tax-rates/{state}', { params: { path: { state } } })),
        meta: invalidates(queryKeys.taxRates),
      }),

    // auth and account
    register: () =>
      mutationOptions({
        mutationKey: ['auth', 'register'],
        mutationFn: (body: Schemas['RegisterRequest']) =>
          unwrap(client.POST('/auth/register', { body })),
      }),
    login: () =>
      mutationOptions({
        mutationKey: ['auth', 'login'],
        mutationFn: (body: Schemas['LoginRequest']) => unwrap(client.POST('/auth/login', { body })),
        meta: invalidates(queryKeys.me, queryKeys.cart),
      }),
    googleLogin: () =>
      mutationOptions({
        mutationKey: ['auth', 'google'],
        mutationFn: (body: Schemas['GoogleLoginRequest']) =>
          unwrap(client.POST('/auth/google', { body })),
        meta: invalidates(queryKeys.me, queryKeys.cart),
      }),
    sendVerificationCode: () =>
      mutationOptions({
        mutationKey: ['auth', 'send-verification-code'],
        mutationFn: (body: Schemas['SendVerificationCodeRequest'] = {}) =>
          unwrap(client.POST('/auth/send-verification-code', { body })),
      }),
    verifyEmail: () =>
      mutationOptions({
        mutationKey: ['auth', 'verify-email'],
        mutationFn: (body: Schemas['VerifyCodeRequest']) =>
          unwrap(client.POST('/auth/verify-email', { body })),
        meta: invalidates(queryKeys.me),
      }),
    verifyPhone: () =>
      mutationOptions({
        mutationKey: ['auth', 'verify-phone'],
        mutationFn: (body: Schemas['VerifyCodeRequest']) =>
          unwrap(client.POST('/auth/verify-phone', { body })),
        meta: invalidates(queryKeys.me),
      }),
    forgotPassword: () =>
      mutationOptions({
        mutationKey: ['auth', 'forgot-password'],
        mutationFn: (body: Schemas['ForgotPasswordRequest']) =>
          unwrap(client.POST('/auth/forgot-password', { body })),
      }),
    resetPassword: () =>
      mutationOptions({
        mutationKey: ['auth', 'reset-password'],
        mutationFn: (body: Schemas['ResetPasswordRequest']) =>
          unwrap(client.POST('/auth/reset-password', { body })),
      }),
    logout: () =>
      mutationOptions({
        mutationKey: ['auth', 'logout'],
        mutationFn: () => unwrap(client.POST('/auth/logout')),
      }),
    updateMe: () =>
      mutationOptions({
        mutationKey: ['users', 'me', 'update'],
        mutationFn: (body: Schemas['UpdateMeRequest']) => unwrap(client.PUT('/users/me', { body })),
        meta: invalidates(queryKeys.me),
      }),

    // cart
    addCartItem: () =>
      mutationOptions({
        mutationKey: ['cart', 'add'],
        mutationFn: (body: Schemas['AddCartItemRequest']) =>
          unwrap(client.POST('/cart/items', { body })),
        meta: invalidates(queryKeys.cart),
      }),
    updateCartItem: () =>
      mutationOptions({
        mutationKey: ['cart', 'update'],
        mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
          unwrap(
            client.PUT('/cart/items/{productId}', {
              params: { path: { productId } },
              body: { quantity },
            }),
          ),
        meta: invalidates(queryKeys.cart),
      }),
    removeCartItem: () =>
      mutationOptions({
        mutationKey: ['cart', 'remove'],
        mutationFn: (productId: string) =>
          unwrap(client.DELETE('/cart/items/{productId}', { params: { path: { productId } } })),
        meta: invalidates(queryKeys.cart),
      }),
    clearCart: () =>
      mutationOptions({
        mutationKey: ['cart', 'clear'],
        mutationFn: () => unwrap(client.DELETE('/cart')),
        meta: invalidates(queryKeys.cart),
      }),

    // payments and orders
    createPaymentIntent: () =>
      mutationOptions({
        mutationKey: ['payments', 'create-intent'],
        mutationFn: (body: Schemas['CreatePaymentIntentRequest']) =>
          unwrap(client.POST('/payments/create-payment-intent', { body })),
      }),
    testConfirmPayment: () =>
      mutationOptions({
        mutationKey: ['payments', 'test-confirm'],
        mutationFn: (body: Schemas['TestConfirmRequest']) =>
          unwrap(client.POST('/payments/test-confirm', { body })),
      }),
    createOrder: () =>
      mutationOptions({
        mutationKey: ['orders', 'create'],
        mutationFn: (body: Schemas['CreateOrderRequest']) =>
          unwrap(client.POST('/orders', { body })),
        // An order with a promo code uses one of the shopper's coupons.
        meta: invalidates(
          queryKeys.orders.all,
          queryKeys.cart,
          queryKeys.products.all,
          queryKeys.coupons,
        ),
      }),
    markOrderShipped: () =>
      mutationOptions({
        mutationKey: ['orders', 'ship'],
        mutationFn: ({
          orderId,
          shipment,
        }: {
          orderId: string;
          shipment: { carrier?: string; trackingNumber?: string };
        }) =>
          unwrap(
            client.PUT('/orders/{orderId}/ship', { params: { path: { orderId } }, body: shipment }),
          ),
        meta: invalidates(queryKeys.orders.all),
      }),
    markOrderDelivered: () =>
      mutationOptions({
        mutationKey: ['orders', 'deliver'],
        mutationFn: (orderId: string) =>
          unwrap(client.PUT('/orders/{orderId}/deliver', { params: { path: { orderId } } })),
        meta: invalidates(queryKeys.orders.all),
      }),
    installOrderItem: () =>
      mutationOptions({
        mutationKey: ['orders', 'install'],
        mutationFn: ({
          orderId,
          orderItemId,
          body,
        }: {
          orderId: string;
          orderItemId: string;
          body: Schemas['InstallOrderItemRequest'];
        }) =>
          unwrap(
            client.PUT('/orders/{orderId}/items/{orderItemId}/install', {
              params: { path: { orderId, orderItemId } },
              body,
            }),
          ),
        meta: invalidates(queryKeys.orders.all, queryKeys.tracker),
      }),

    // filter tracker
    updateTracker: () =>
      mutationOptions({
        mutationKey: ['trackers', 'update'],
        mutationFn: (body: Schemas['UpdateTrackerRequest']) =>
          unwrap(client.PUT('/trackers', { body })),
        meta: invalidates(queryKeys.tracker),
      }),
    addTrackedProduct: () =>
      mutationOptions({
        mutationKey: ['trackers', 'add'],
        mutationFn: (body: Schemas['AddTrackedProductRequest']) =>
          unwrap(client.POST('/trackers/tracked-products', { body })),
        meta: invalidates(queryKeys.tracker),
      }),
    deleteTrackedProduct: () =>
      mutationOptions({
        mutationKey: ['trackers', 'delete'],
        mutationFn: (id: string) =>
          unwrap(client.DELETE('/trackers/tracked-products/{id}', { params: { path: { id } } })),
        // An ordered filter that is no longer tracked waits for installation again, and its
        // parts' plans end with it.
        meta: invalidates(queryKeys.tracker, queryKeys.orders.all, queryKeys.plans),
      }),
    resetTrackedPart: () =>
      mutationOptions({
        mutationKey: ['trackers', 'reset-part'],
        mutationFn: ({ id, partId }: { id: string; partId: string }) =>
          unwrap(
            client.POST('/trackers/tracked-products/{id}/parts/{partId}/reset', {
              params: { path: { id, partId } },
            }),
          ),
        // A part's new life moves its plan's next order date.
        meta: invalidates(queryKeys.tracker, queryKeys.plans),
      }),

    // saved cards
    createSetupIntent: () =>
      mutationOptions({
        mutationKey: ['payment-methods', 'setup-intent'],
        mutationFn: () => unwrap(client.POST('/payment-methods/setup-intent')),
      }),
    savePaymentMethod: () =>
      mutationOptions({
        mutationKey: ['payment-methods', 'save'],
        mutationFn: (body: Schemas['SavePaymentMethodRequest']) =>
          unwrap(client.POST('/payment-methods', { body })),
        meta: invalidates(queryKeys.paymentMethods),
      }),
    deletePaymentMethod: () =>
      mutationOptions({
        mutationKey: ['payment-methods', 'delete'],
        mutationFn: (id: string) =>
          unwrap(client.DELETE('/payment-methods/{id}', { params: { path: { id } } })),
        // A plan charging the removed card is left without one.
        meta: invalidates(queryKeys.paymentMethods, queryKeys.plans),
      }),

    // filter plans
    createPlan: () =>
      mutationOptions({
        mutationKey: ['plans', 'create'],
        mutationFn: (body: Schemas['CreatePlanRequest']) => unwrap(client.POST('/plans', { body })),
        meta: invalidates(queryKeys.plans),
      }),
    updatePlan: () =>
      mutationOptions({
        mutationKey: ['plans', 'update'],
        mutationFn: ({ id, ...body }: { id: string } & Schemas['UpdatePlanRequest']) =>
          unwrap(client.PATCH('/plans/{id}', { params: { path: { id } }, body })),
        meta: invalidates(queryKeys.plans),
      }),
    // A link of a plan's messages: skips a cycle, cancels the plan, or confirms its payment.
    usePlanLink: () =>
      mutationOptions({
        mutationKey: ['plan-links', 'use'],
        mutationFn: (token: string) =>
          unwrap(client.POST('/plan-links/{token}', { params: { path: { token } } })),
        meta: invalidates(queryKeys.plans, ['plan-links'] as const, queryKeys.orders.all),
      }),
    // The shop's time moved: plan dates and the messages its jobs sent change with it.
    moveTestClock: () =>
      mutationOptions({
        mutationKey: ['test-clock', 'move'],
        mutationFn: (body: Schemas['MoveTestClockRequest']) =>
          unwrap(client.POST('/test-clock', { body })),
        meta: invalidates(queryKeys.testClock, queryKeys.plans),
      }),

    // contact page
    sendContactMessage: () =>
      mutationOptions({
        mutationKey: ['contact', 'send'],
        mutationFn: (body: Schemas['ContactRequest']) => unwrap(client.POST('/contact', { body })),
      }),
  };
}

export type Mutations = ReturnType<typeof createMutations>;
