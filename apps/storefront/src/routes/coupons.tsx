import { accountMenuStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import Coupons from '../pages/Coupons';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(accountMenuStrings.coupons)(head));

export const ErrorBoundary = RouteError;

export default Coupons;
