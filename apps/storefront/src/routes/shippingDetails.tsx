import { accountStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import ShippingDetails from '../pages/ShippingDetails';

export const meta = routeMeta((_args, head) => privateHead(accountStrings.shippingTitle)(head));

export const ErrorBoundary = RouteError;

export default ShippingDetails;
