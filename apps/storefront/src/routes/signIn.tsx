import { authStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import SignIn from '../pages/SignIn';

export const meta = routeMeta((_args, head) =>
  publicHead(authStrings.signIn, pagesStrings.signInDescription)(head),
);

export const ErrorBoundary = RouteError;

export default SignIn;
