/** What the rest of the server may use of this feature; its other modules are its own. */

export { runReminders } from './reminders.js';
export { startReminderScheduler } from './scheduler.js';
