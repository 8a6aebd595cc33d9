import { accountStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import EnterVerificationCode from '../../routes/EnterVerificationCode';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(accountStrings.verify)(head));

export const ErrorBoundary = RouteError;

export default EnterVerificationCode;
