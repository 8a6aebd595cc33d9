import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import Warranty from '../../routes/Warranty';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.warranty, pagesStrings.warrantyDescription)(head),
);

export const ErrorBoundary = RouteError;

export default Warranty;
