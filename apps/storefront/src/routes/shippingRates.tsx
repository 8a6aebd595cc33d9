import { shippingRatesStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import ShippingRates from '../pages/ShippingRates';

export const meta = routeMeta((_args, head) => privateHead(shippingRatesStrings.title)(head));

export const ErrorBoundary = RouteError;

export default ShippingRates;
