/** The password-reset e-mail: the link, how long it works, and what to do if it was not you. */
export function resetPasswordEmail(link: string): string {
  return [
    '<p>Someone (hopefully you) asked to choose a new password ' +
      'for this staff account of the Lyceum Assessments website.</p>',
    `<p><a href="${link}">Choose a new password</a> (the link works for one hour): ${link}</p>`,
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}
