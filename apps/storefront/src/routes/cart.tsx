import { layoutStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import Cart from '../pages/Cart';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(layoutStrings.shoppingCart)(head));

export const ErrorBoundary = RouteError;

export default Cart;
