export { SellingPoints, type SellingPointsProps } from './SellingPoints.js';
