export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.js';
