import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "handled_createdAt_idx" ON "contact_messages" USING btree ("handled","created_at");
  CREATE INDEX "handled_createdAt_1_idx" ON "enquiries" USING btree ("handled","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "handled_createdAt_idx";
  DROP INDEX "handled_createdAt_1_idx";`)
}
