import { authStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import SignUp from '../pages/SignUp';

export const meta = routeMeta((_args, head) =>
  publicHead(authStrings.signUp, pagesStrings.signUpDescription)(head),
);

export const ErrorBoundary = RouteError;

export default SignUp;
