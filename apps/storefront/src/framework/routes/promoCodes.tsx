import { promoCodesStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import PromoCodes from '../../routes/PromoCodes';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(promoCodesStrings.title)(head));

export const ErrorBoundary = RouteError;

export default PromoCodes;
