import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import ReceivedOrders from '../pages/ReceivedOrders';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.receivedOrdersTitle)(head));

export const ErrorBoundary = RouteError;

export default ReceivedOrders;
