import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import TermsAndConditions from '../pages/TermsAndConditions';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.termsAndConditions, pagesStrings.termsDescription)(head),
);

export const ErrorBoundary = RouteError;

export default TermsAndConditions;
