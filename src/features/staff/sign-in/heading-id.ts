/** The sign-in's heading, which takes focus when the console goes away (sign-out, expiry). */
export const STAFF_SIGN_IN_HEADING_ID = 'staff-sign-in-heading'
