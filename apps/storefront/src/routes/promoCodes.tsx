import { promoCodesStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import PromoCodes from '../pages/PromoCodes';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(promoCodesStrings.title)(head));

export const ErrorBoundary = RouteError;

export default PromoCodes;
