import { productFormStrings } from '@wtkit/ui';
import { privateHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import CreateProduct from '../pages/CreateProduct';
import { RouteError } from '../pages/RouteError';

export const meta = routeMeta((_args, head) => privateHead(productFormStrings.createTitle)(head));

export const ErrorBoundary = RouteError;

export default CreateProduct;
