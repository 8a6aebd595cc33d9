export { PlanControls, type PlanControlsProps } from './PlanControls.js';
export type {
  PlanAddress,
  PlanControlsPart,
  PlanControlsPlan,
  PlanHandlers,
  PlanLinks,
  PlanStartInput,
} from './types.js';
