// Payload's admin words that the office would misread, in the office's words (payload.config.ts i18n).
export const adminWords = {
  authentication: {
    login: 'Sign in',
    logout: 'Sign out',
    logOut: 'Sign out',
    loggedOutSuccessfully: 'You have signed out.',
    forgotPasswordQuestion: 'Forgotten your password?',
  },
  general: {
    payloadSettings: 'Display settings',
    upcomingEvents: 'Scheduled changes',
    noUpcomingEventsScheduled: 'Nothing is scheduled.',
    untitled: 'No title yet',
    // List column titles, in words ("Updated At" read as code).
    updatedAt: 'Last changed',
    createdAt: 'Created',
    // An empty cell, without brackets.
    noLabel: 'None yet',
  },
}
