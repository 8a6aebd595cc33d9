export { TrackerDialog, type TrackerDialogProps } from './TrackerDialog.js';
