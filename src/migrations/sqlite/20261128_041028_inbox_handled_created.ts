import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`handled_createdAt_idx\` ON \`contact_messages\` (\`handled\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`handled_createdAt_1_idx\` ON \`enquiries\` (\`handled\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`handled_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`handled_createdAt_1_idx\`;`)
}
