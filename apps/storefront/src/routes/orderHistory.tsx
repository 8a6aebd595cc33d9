import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import OrderHistory from '../pages/OrderHistory';
import { RouteError } from '../pages/RouteError';
import type { RouteHandle } from '../root';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.orderHistoryTitle)(head));

export const handle: RouteHandle = { early: ['orders'] };

export const ErrorBoundary = RouteError;

export default OrderHistory;
