/** The default catalogue's areas, each on its own: a bundle takes only those it imports. */
export { accountStrings } from './account.js';
export { accountMenuStrings } from './accountMenu.js';
export { authStrings } from './auth.js';
export { cartStrings } from './cart.js';
export { checkoutStrings } from './checkout.js';
export { dashboardStrings } from './dashboard.js';
export { homeStrings } from './home.js';
export { layoutStrings } from './layout.js';
export { listingsStrings } from './listings.js';
export { notFoundStrings } from './notFound.js';
export { ordersStrings } from './orders.js';
export { pagesStrings } from './pages.js';
export { partLifeStrings } from './partLife.js';
export { productStrings } from './product.js';
export { productFormStrings } from './productForm.js';
export { promoCodesStrings } from './promoCodes.js';
export { trackerStrings } from './tracker.js';
