import { layoutStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import Account from '../../routes/Account';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(layoutStrings.account)(head));

export const ErrorBoundary = RouteError;

export default Account;
