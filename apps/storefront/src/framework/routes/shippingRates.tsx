import { shippingRatesStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import ShippingRates from '../../routes/ShippingRates';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(shippingRatesStrings.title)(head));

export const ErrorBoundary = RouteError;

export default ShippingRates;
