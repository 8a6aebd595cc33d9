import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../../pageHead';
import PrivacyPolicy from '../../routes/PrivacyPolicy';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.privacyPolicy, pagesStrings.privacyPolicyDescription)(head),
);

export const ErrorBoundary = RouteError;

export default PrivacyPolicy;
