import { accountStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import ShippingDetails from '../../routes/ShippingDetails';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(accountStrings.shippingTitle)(head));

export const ErrorBoundary = RouteError;

export default ShippingDetails;
