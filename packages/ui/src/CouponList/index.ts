export { type CouponItem, CouponList, type CouponListProps } from './CouponList.js';
