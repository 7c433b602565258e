import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ielts_page_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'star',
  	\`text\` text,
  	\`points\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ielts_page_reasons_order_idx\` ON \`ielts_page_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_page_reasons_parent_id_idx\` ON \`ielts_page_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ielts_page_uses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'star',
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ielts_page_uses_order_idx\` ON \`ielts_page_uses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_page_uses_parent_id_idx\` ON \`ielts_page_uses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ielts_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tagline\` text DEFAULT 'Reach your target band score with expert trainers, a course format that fits your life and support right up to test day.',
  	\`reasons_intro\` text DEFAULT 'Everything you need to prepare with confidence, from your first class to your registration.',
  	\`about_intro\` text DEFAULT 'IELTS, the International English Language Testing System, measures how well you listen, read, write and speak in English. It comes in two versions: Academic and General Training.',
  	\`recognition_figure\` text DEFAULT '11,000+',
  	\`recognition_emphasis\` text DEFAULT '11,000 organisations',
  	\`recognition_text\` text DEFAULT 'IELTS is recognised by over 11,000 organisations around the world.',
  	\`courses_intro\` text DEFAULT 'Three ways to prepare. Compare the course fee, number of sessions, class size and what is included. The IELTS test fee is separate: see the test dates and test fees below.',
  	\`test_fee_note\` text DEFAULT 'The test fee pays for the IELTS test itself and is not part of our course fees above; you pay it when you book a test day.',
  	\`enquiry_intro\` text DEFAULT 'Tell us which course interests you, where you plan to study or work and when. Our IELTS team will reply within one working day.',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`ielts_page__status_idx\` ON \`ielts_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_page_v_version_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'star',
  	\`text\` text,
  	\`points\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ielts_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_version_reasons_order_idx\` ON \`_ielts_page_v_version_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_version_reasons_parent_id_idx\` ON \`_ielts_page_v_version_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_page_v_version_uses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'star',
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ielts_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_version_uses_order_idx\` ON \`_ielts_page_v_version_uses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_version_uses_parent_id_idx\` ON \`_ielts_page_v_version_uses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_tagline\` text DEFAULT 'Reach your target band score with expert trainers, a course format that fits your life and support right up to test day.',
  	\`version_reasons_intro\` text DEFAULT 'Everything you need to prepare with confidence, from your first class to your registration.',
  	\`version_about_intro\` text DEFAULT 'IELTS, the International English Language Testing System, measures how well you listen, read, write and speak in English. It comes in two versions: Academic and General Training.',
  	\`version_recognition_figure\` text DEFAULT '11,000+',
  	\`version_recognition_emphasis\` text DEFAULT '11,000 organisations',
  	\`version_recognition_text\` text DEFAULT 'IELTS is recognised by over 11,000 organisations around the world.',
  	\`version_courses_intro\` text DEFAULT 'Three ways to prepare. Compare the course fee, number of sessions, class size and what is included. The IELTS test fee is separate: see the test dates and test fees below.',
  	\`version_test_fee_note\` text DEFAULT 'The test fee pays for the IELTS test itself and is not part of our course fees above; you pay it when you book a test day.',
  	\`version_enquiry_intro\` text DEFAULT 'Tell us which course interests you, where you plan to study or work and when. Our IELTS team will reply within one working day.',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_version_version__status_idx\` ON \`_ielts_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_created_at_idx\` ON \`_ielts_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_updated_at_idx\` ON \`_ielts_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_page_v_latest_idx\` ON \`_ielts_page_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ielts_page_reasons\`;`)
  await db.run(sql`DROP TABLE \`ielts_page_uses\`;`)
  await db.run(sql`DROP TABLE \`ielts_page\`;`)
  await db.run(sql`DROP TABLE \`_ielts_page_v_version_reasons\`;`)
  await db.run(sql`DROP TABLE \`_ielts_page_v_version_uses\`;`)
  await db.run(sql`DROP TABLE \`_ielts_page_v\`;`)
}
