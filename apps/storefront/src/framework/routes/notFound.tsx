import { data } from 'react-router';
import { notFoundHead } from '../../pageHead';
import NotFound from '../../routes/NotFound';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

// Any other address: the not-found page with a 404, from the server too.
export const loader = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

export const meta = routeMeta(() => notFoundHead());

export const ErrorBoundary = RouteError;

export default NotFound;
