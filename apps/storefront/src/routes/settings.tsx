import { pagesStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { RouteError } from '../pages/RouteError';
import Settings from '../pages/Settings';
import type { RouteHandle } from '../root';

export const meta = routeMeta((_args, head) => privateHead(pagesStrings.settingsTitle)(head));

export const handle: RouteHandle = { early: ['tracker'] };

export const ErrorBoundary = RouteError;

export default Settings;
