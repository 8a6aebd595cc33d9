/** ProductCard, ProductGrid, ProductGallery, Image, AddToCartButton, QuantityStepper. */
export const productStrings = {
  addToCart: 'Add to Cart',
  adding: 'Adding to cart...',
  addedToCart: 'Item added to cart!',
  addFailed: 'Failed to add item',
  quantity: 'Quantity',
  edit: 'Edit Product',
  noProductsFound: 'No products found.',
  imageNotFound: 'Image Not Found',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: 'Show image {position} of {count}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  closeZoom: 'Close zoom',
  images: '{name} images',
  imageOf: '{name}, image {position} of {count}',
  /** The storefront's product page. */
  buyItNow: 'Buy it Now',
  iHaveThisProduct: 'I have this product',
  relatedProducts: 'Related Products',
  wishlist: 'Wishlist',
  share: 'Share',
  linkCopied: 'Link copied to the clipboard.',
  paymentMethods: 'Accepted cards: Visa, Mastercard, American Express, Discover',
  securityNote:
    'Secure checkout: card payments are handled by our payment provider, and your card details are never stored on our servers.',
} as const;
