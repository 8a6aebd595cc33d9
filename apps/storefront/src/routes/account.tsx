import { layoutStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import Account from '../pages/Account';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(layoutStrings.account)(head));

export const ErrorBoundary = RouteError;

export default Account;
