export { SettingsForm, type SettingsFormProps } from './SettingsForm.js';
