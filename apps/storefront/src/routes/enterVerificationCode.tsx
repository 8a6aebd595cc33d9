import { accountStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import EnterVerificationCode from '../pages/EnterVerificationCode';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(accountStrings.verify)(head));

export const ErrorBoundary = RouteError;

export default EnterVerificationCode;
