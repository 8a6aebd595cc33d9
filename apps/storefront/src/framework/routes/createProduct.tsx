import { productFormStrings } from '@wtkit/ui';
import { privateHead } from '../../pageHead';
import CreateProduct from '../../routes/CreateProduct';
import { RouteError } from '../../routes/RouteError';
import { routeMeta } from '../pageMeta';

export const meta = routeMeta((_args, head) => privateHead(productFormStrings.createTitle)(head));

export const ErrorBoundary = RouteError;

export default CreateProduct;
