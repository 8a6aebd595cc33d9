export { AdminActions, type AdminActionsProps } from './AdminActions.js';
