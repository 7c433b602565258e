import { markImagesWithoutAltDecorative } from '../../uploads/altMigration'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`decorative\` integer DEFAULT false;`)
  await markImagesWithoutAltDecorative(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`decorative\`;`)
}
