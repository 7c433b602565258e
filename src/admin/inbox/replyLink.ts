// The inbox's reply: the staff member's own mail program, with the subject and the message quoted.

/** A mailto: link that opens the staff member's mail program with "Re: subject" and the message quoted. */
export function replyLink(to: string, subject: string, message: string, sender: string): string {
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `\n\n${sender ? `${sender} wrote:\n` : ''}${quoted}`
  const params = new URLSearchParams({ subject: `Re: ${subject || 'your message to Lyceum Assessments'}`, body })
  // mailto wants %20 for spaces, not the + of form encoding.
  return `mailto:${encodeURIComponent(to)}?${params.toString().replace(/\+/g, '%20')}`
}
