import { layoutStrings, pagesStrings } from '@wtkit/ui';
import { publicHead } from '../../pageHead';
import ContactUs from '../../routes/ContactUs';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) =>
  publicHead(layoutStrings.contactUs, pagesStrings.contactUsDescription)(head),
);

export const ErrorBoundary = RouteError;

export default ContactUs;
