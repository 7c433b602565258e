import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_last_error\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_messages_reference_idx\` ON \`contact_messages\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_acknowledgement_acknowledgement_status_idx\` ON \`contact_messages\` (\`acknowledgement_status\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_last_error\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_reference_idx\` ON \`enquiries\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_acknowledgement_acknowledgement_status_idx\` ON \`enquiries\` (\`acknowledgement_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_messages_reference_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_acknowledgement_acknowledgement_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`reference\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_status\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_attempts\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_last_error\`;`)
  await db.run(sql`DROP INDEX \`enquiries_reference_idx\`;`)
  await db.run(sql`DROP INDEX \`enquiries_acknowledgement_acknowledgement_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`reference\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_status\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_attempts\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_last_error\`;`)
}
