import { accountStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import SendVerificationEmail from '../pages/SendVerificationEmail';

export const meta = routeMeta((_args, head) =>
  privateHead(accountStrings.sendVerificationEmail)(head),
);

export const ErrorBoundary = RouteError;

export default SendVerificationEmail;
