import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exams_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exams_questions_order_idx\` ON \`exams_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exams_questions_parent_id_idx\` ON \`exams_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exams_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exams_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exams_v_version_questions_order_idx\` ON \`_exams_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_questions_parent_id_idx\` ON \`_exams_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exam_series_late_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`deadline\` text,
  	\`surcharge\` numeric,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exam_series_late_entries_order_idx\` ON \`exam_series_late_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_late_entries_parent_id_idx\` ON \`exam_series_late_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exam_series_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`amount\` numeric,
  	\`per\` text DEFAULT 'subject',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exam_series_fees_order_idx\` ON \`exam_series_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_fees_parent_id_idx\` ON \`exam_series_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exam_series\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`test\` text DEFAULT 'exam',
  	\`exam_id\` integer,
  	\`name\` text,
  	\`entries_open\` text,
  	\`standard_deadline\` text,
  	\`deadline_time\` text,
  	\`exam_window_first_paper\` text,
  	\`exam_window_last_paper\` text,
  	\`results_day\` text,
  	\`notes\` text,
  	\`fees_checked_on\` text,
  	\`calendar_sequences\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`exam_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`exam_series_exam_idx\` ON \`exam_series\` (\`exam_id\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_standard_deadline_idx\` ON \`exam_series\` (\`standard_deadline\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_exam_window_exam_window_first_paper_idx\` ON \`exam_series\` (\`exam_window_first_paper\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_updated_at_idx\` ON \`exam_series\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_created_at_idx\` ON \`exam_series\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exam_series__status_idx\` ON \`exam_series\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_exam_series_v_version_late_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`deadline\` text,
  	\`surcharge\` numeric,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exam_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_late_entries_order_idx\` ON \`_exam_series_v_version_late_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_late_entries_parent_id_idx\` ON \`_exam_series_v_version_late_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exam_series_v_version_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`amount\` numeric,
  	\`per\` text DEFAULT 'subject',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exam_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_fees_order_idx\` ON \`_exam_series_v_version_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_fees_parent_id_idx\` ON \`_exam_series_v_version_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exam_series_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_test\` text DEFAULT 'exam',
  	\`version_exam_id\` integer,
  	\`version_name\` text,
  	\`version_entries_open\` text,
  	\`version_standard_deadline\` text,
  	\`version_deadline_time\` text,
  	\`version_exam_window_first_paper\` text,
  	\`version_exam_window_last_paper\` text,
  	\`version_results_day\` text,
  	\`version_notes\` text,
  	\`version_fees_checked_on\` text,
  	\`version_calendar_sequences\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_exam_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_series_v_parent_idx\` ON \`_exam_series_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_version_exam_idx\` ON \`_exam_series_v\` (\`version_exam_id\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_version_standard_deadline_idx\` ON \`_exam_series_v\` (\`version_standard_deadline\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_exam_window_version_exam_window_f_idx\` ON \`_exam_series_v\` (\`version_exam_window_first_paper\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_version_updated_at_idx\` ON \`_exam_series_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_version_created_at_idx\` ON \`_exam_series_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_version__status_idx\` ON \`_exam_series_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_created_at_idx\` ON \`_exam_series_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_updated_at_idx\` ON \`_exam_series_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_latest_idx\` ON \`_exam_series_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`priority\` numeric,
  	\`path\` text,
  	\`text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_updated_at_idx\` ON \`search\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_created_at_idx\` ON \`search\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blogs_id\` integer,
  	\`exams_id\` integer,
  	\`events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exams_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_blogs_id_idx\` ON \`search_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_exams_id_idx\` ON \`search_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_events_id_idx\` ON \`search_rels\` (\`events_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exam_series_id\` integer REFERENCES exam_series(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_id\` integer REFERENCES search(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_series_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_page_departments\` ADD \`whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`_contact_page_v_version_departments\` ADD \`whatsapp\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`exams_questions\`;`)
  await db.run(sql`DROP TABLE \`_exams_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`exam_series_late_entries\`;`)
  await db.run(sql`DROP TABLE \`exam_series_fees\`;`)
  await db.run(sql`DROP TABLE \`exam_series\`;`)
  await db.run(sql`DROP TABLE \`_exam_series_v_version_late_entries\`;`)
  await db.run(sql`DROP TABLE \`_exam_series_v_version_fees\`;`)
  await db.run(sql`DROP TABLE \`_exam_series_v\`;`)
  await db.run(sql`DROP TABLE \`search\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contact_messages_id\` integer,
  	\`enquiries_id\` integer,
  	\`exams_id\` integer,
  	\`exam_categories_id\` integer,
  	\`downloads_id\` integer,
  	\`download_categories_id\` integer,
  	\`blogs_id\` integer,
  	\`events_id\` integer,
  	\`slider_items_id\` integer,
  	\`notifications_id\` integer,
  	\`values_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exams_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exam_categories_id\`) REFERENCES \`exam_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`download_categories_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slider_items_id\`) REFERENCES \`slider_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`values_id\`) REFERENCES \`values\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exams_id_idx\` ON \`payload_locked_documents_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`download_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slider_items_id_idx\` ON \`payload_locked_documents_rels\` (\`slider_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_values_id_idx\` ON \`payload_locked_documents_rels\` (\`values_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_page_departments\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`_contact_page_v_version_departments\` DROP COLUMN \`whatsapp\`;`)
}
