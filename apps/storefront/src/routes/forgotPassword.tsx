import { authStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import ForgotPassword from '../pages/ForgotPassword';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(authStrings.resetTitle)(head));

export const ErrorBoundary = RouteError;

export default ForgotPassword;
