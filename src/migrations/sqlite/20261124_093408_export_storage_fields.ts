import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`exports\` ADD \`prefix\` text DEFAULT 'exports';`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`_objectkey\`;`)
}
