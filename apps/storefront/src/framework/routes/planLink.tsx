import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import PlanLink from '../../routes/PlanLink';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.planLinkTitle)(head));

export const ErrorBoundary = RouteError;

export default PlanLink;
