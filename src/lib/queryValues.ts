// A failed database query's message names its values ("Failed query: … params: …"): a candidate's ID
// number or birth date would reach the log. Plain code, no imports: the edge runtime loads it too.

const PARAMS = /\nparams: [^\n]*/g
// PostgreSQL's own details name values too: "Failing row contains (…)", "Key (column)=(value) already exists".
const FAILING_ROW = /Failing row contains \([^\n]*\)/g
const KEY_VALUE = /Key \(([^)\n]*)\)=\([^\n]*?\)( already exists| is not present)/g

/** A log text without a failed query's values; the query itself stays for the operator. */
export const withoutQueryValues = (text: string): string =>
  text
    .replace(PARAMS, '\nparams: (left out of the log)')
    .replace(FAILING_ROW, 'Failing row contains (left out of the log)')
    .replace(KEY_VALUE, 'Key ($1)=(left out of the log)$2')
