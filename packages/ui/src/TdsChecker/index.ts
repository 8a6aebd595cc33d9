export { TdsChecker, type TdsCheckerProps, type TdsCheckerStatus } from './TdsChecker.js';
