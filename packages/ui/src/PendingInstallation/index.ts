export { PendingInstallation, type PendingInstallationProps } from './PendingInstallation.js';
