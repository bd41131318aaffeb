/** Login errors show for 3 seconds (spec section 8). */
export const LOGIN_TOAST_MS = 3000;
/** Password reset toasts show for 5 seconds. */
export const RESET_TOAST_MS = 5000;
