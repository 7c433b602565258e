import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_page_departments_receives\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contact_page_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_page_departments_receives_order_idx\` ON \`contact_page_departments_receives\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_departments_receives_parent_idx\` ON \`contact_page_departments_receives\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`exams\` ADD \`show_pte_enquiry_form\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_exams_v\` ADD \`version_show_pte_enquiry_form\` integer DEFAULT false;`)
  // Existing sites keep what the code used to decide: the PTE exam shows the PTE form, and the
  // IELTS | PTE department receives IELTS and PTE enquiries.
  await db.run(sql`UPDATE \`exams\` SET \`show_pte_enquiry_form\` = true WHERE \`slug\` = 'pte--pearson-test-of-english-';`)
  await db.run(sql`UPDATE \`_exams_v\` SET \`version_show_pte_enquiry_form\` = true WHERE \`version_slug\` = 'pte--pearson-test-of-english-';`)
  await db.run(sql`INSERT INTO \`contact_page_departments_receives\` (\`order\`, \`parent_id\`, \`value\`)
    SELECT 1, \`id\`, 'ielts-enquiries' FROM \`contact_page_departments\` WHERE \`key\` = 'ielts-pte'
    UNION ALL SELECT 2, \`id\`, 'pte-enquiries' FROM \`contact_page_departments\` WHERE \`key\` = 'ielts-pte';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_page_departments_receives\`;`)
  await db.run(sql`ALTER TABLE \`exams\` DROP COLUMN \`show_pte_enquiry_form\`;`)
  await db.run(sql`ALTER TABLE \`_exams_v\` DROP COLUMN \`version_show_pte_enquiry_form\`;`)
}
