import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import { RouteError } from '../../routes/RouteError';
import Settings from '../../routes/Settings';
import { routeMeta } from '../pageMeta';
import type { RouteHandle } from '../root';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.settingsTitle)(head));

export const handle: RouteHandle = { early: ['tracker'] };

export const ErrorBoundary = RouteError;

export default Settings;
