export { PartLifeBar, type PartLifeBarProps } from './PartLifeBar.js';
