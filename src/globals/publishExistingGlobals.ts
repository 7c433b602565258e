// DATA step of the migration that gives the pages' globals drafts (decision 031), run after its schema
// step on both databases. The new `_status` column starts as 'draft' on rows saved before; what
// visitors saw then was published, and stays so (the admin would otherwise call it an unpublished draft).

/** The tables of the globals that got drafts (Payload names a global's table after its slug). */
export const GLOBAL_TABLES_WITH_DRAFTS = [
  'site_settings',
  'website_description',
  'contact_page',
  'department_introduction',
  'ielts_options',
  'ielts_course_structure',
] as const

/** One UPDATE per table, in SQL that SQLite and PostgreSQL both run. */
export const publishExistingGlobalsStatements = (): string[] =>
  GLOBAL_TABLES_WITH_DRAFTS.map((table) => `UPDATE "${table}" SET "_status" = 'published'`)
