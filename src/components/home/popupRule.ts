/** The popup's session flag (spec §4): shown while the flag is not 'true'; set to 'true' on first display. */
export const POPUP_SESSION_KEY = 'lyceum-popup-shown'
export const POPUP_SHOWN_VALUE = 'true'
export const POPUP_DIALOG_ID = 'home-popup'
