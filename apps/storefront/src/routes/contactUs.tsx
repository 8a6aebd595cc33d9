import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import ContactUs from '../pages/ContactUs';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.contactUs, pagesStrings.contactUsDescription)(head),
);

export const ErrorBoundary = RouteError;

export default ContactUs;
