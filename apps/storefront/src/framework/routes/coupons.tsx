import { accountMenuStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import Coupons from '../../routes/Coupons';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(accountMenuStrings.coupons)(head));

export const ErrorBoundary = RouteError;

export default Coupons;
