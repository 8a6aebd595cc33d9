import { data } from 'react-router';
import { notFoundHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import NotFound from '../pages/NotFound';
import { RouteError } from '../pages/RouteError';

// Any other address: the not-found page with a 404, from the server too.
export const loader = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

export const meta = routeMeta(() => notFoundHead());

export const ErrorBoundary = RouteError;

export default NotFound;
