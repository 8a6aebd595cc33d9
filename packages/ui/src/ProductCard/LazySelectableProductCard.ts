import { lazy } from 'react';

/**
 * Delete mode's checkbox card as its own module: a shop's pages show cards in view mode, and only
 * an admin's listing in delete mode needs react-aria's checkbox. Render it inside a `Suspense`.
 */
export const LazySelectableProductCard = lazy(() => import('./SelectableProductCard.js'));
