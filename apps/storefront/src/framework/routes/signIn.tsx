import { authStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import SignIn from '../../routes/SignIn';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  publicHead(authStrings.signIn, pagesStrings.signInDescription)(head),
);

export const ErrorBoundary = RouteError;

export default SignIn;
