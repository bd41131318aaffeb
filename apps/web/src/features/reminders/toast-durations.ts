/** The reminders' toasts show for 5 seconds. */
export const TOAST_MS = 5000;
