import { authStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import SignUp from '../../routes/SignUp';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  publicHead(authStrings.signUp, pagesStrings.signUpDescription)(head),
);

export const ErrorBoundary = RouteError;

export default SignUp;
