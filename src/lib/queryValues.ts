// A failed database query's message names its values ("Failed query: … params: …"): a candidate's ID
// number or birth date would reach the log. Plain code, no imports: the edge runtime loads it too.

const PARAMS = /\nparams: [^\n]*/g

/** A log text without a failed query's values; the query itself stays for the operator. */
export const withoutQueryValues = (text: string): string => text.replace(PARAMS, '\nparams: (left out of the log)')
