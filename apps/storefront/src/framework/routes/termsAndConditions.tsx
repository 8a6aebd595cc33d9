import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import TermsAndConditions from '../../routes/TermsAndConditions';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.termsAndConditions, pagesStrings.termsDescription)(head),
);

export const ErrorBoundary = RouteError;

export default TermsAndConditions;
