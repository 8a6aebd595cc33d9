import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import ReceivedOrders from '../../routes/ReceivedOrders';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.receivedOrdersTitle)(head));

export const ErrorBoundary = RouteError;

export default ReceivedOrders;
