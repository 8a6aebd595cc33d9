import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import PrivacyPolicy from '../pages/PrivacyPolicy';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.privacyPolicy, pagesStrings.privacyPolicyDescription)(head),
);

export const ErrorBoundary = RouteError;

export default PrivacyPolicy;
