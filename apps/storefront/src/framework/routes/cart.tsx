import { layoutStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import Cart from '../../routes/Cart';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(layoutStrings.shoppingCart)(head));

export const ErrorBoundary = RouteError;

export default Cart;
