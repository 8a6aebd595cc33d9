import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import Warranty from '../pages/Warranty';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.warranty, pagesStrings.warrantyDescription)(head),
);

export const ErrorBoundary = RouteError;

export default Warranty;
