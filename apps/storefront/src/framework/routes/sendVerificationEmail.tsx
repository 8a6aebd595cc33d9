import { accountStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import SendVerificationEmail from '../../routes/SendVerificationEmail';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  privateHead(accountStrings.sendVerificationEmail)(head),
);

export const ErrorBoundary = RouteError;

export default SendVerificationEmail;
