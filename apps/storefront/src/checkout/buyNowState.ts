import type { CheckoutSummaryItem, ImageSource } from '@wtkit/ui';

/** Buy it Now's navigation state (ProductPage): the items to order, not the cart. */
export interface BuyNowState {
  items?: CheckoutSummaryItem[];
  isBuyNow?: boolean;
}

/**
 * The navigation state that opens checkout on Buy it Now for one product (the product page's
 * Buy it Now, the dashboard's Reorder now): that product alone, not the cart.
 */
export function buyNowState(
  product: {
    _id: string;
    name: string;
    imageUrl?: string | undefined;
    images?: readonly ImageSource[] | undefined;
    price: number;
  },
  quantity: number,
): BuyNowState {
  return {
    items: [
      {
        product: {
          _id: product._id,
          name: product.name,
          imageUrl: product.imageUrl ?? '',
          // The main image's variants, for the summary's srcset.
          images: product.images?.slice(0, 1) ?? [],
          price: product.price,
        },
        quantity,
      },
    ],
    isBuyNow: true,
  };
}
