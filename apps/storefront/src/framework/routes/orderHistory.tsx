import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import OrderHistory from '../../routes/OrderHistory';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';
import type { RouteHandle } from '../root';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.orderHistoryTitle)(head));

export const handle: RouteHandle = { early: ['orders'] };

export const ErrorBoundary = RouteError;

export default OrderHistory;
