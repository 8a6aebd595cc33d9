export { useShowMore } from './useShowMore.js';
