import { authStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import ForgotPassword from '../../routes/ForgotPassword';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(authStrings.resetTitle)(head));

export const ErrorBoundary = RouteError;

export default ForgotPassword;
