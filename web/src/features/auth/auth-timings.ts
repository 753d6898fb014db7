/** Spec section 9: each step of the mock password reset waits 1.5 s and calls nothing. */
export const resetStepDelayMs = 1500;

/** Spec section 9: after a signup the success text shows for 3 s before the login screen. */
export const signupRedirectDelayMs = 3000;
