import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exam_series_online_entry_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`title\` text,
  	\`option\` text,
  	\`fee\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exam_series_online_entry_subjects_order_idx\` ON \`exam_series_online_entry_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exam_series_online_entry_subjects_parent_id_idx\` ON \`exam_series_online_entry_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exam_series_v_version_online_entry_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`title\` text,
  	\`option\` text,
  	\`fee\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exam_series_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_online_entry_subjects_order_idx\` ON \`_exam_series_v_version_online_entry_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exam_series_v_version_online_entry_subjects_parent_id_idx\` ON \`_exam_series_v_version_online_entry_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`class_intakes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`course\` text,
  	\`title\` text,
  	\`location\` text,
  	\`start_date\` text,
  	\`booking_closes\` text,
  	\`schedule\` text,
  	\`fee\` numeric,
  	\`capacity\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`class_intakes_course_idx\` ON \`class_intakes\` (\`course\`);`)
  await db.run(sql`CREATE INDEX \`class_intakes_start_date_idx\` ON \`class_intakes\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`class_intakes_updated_at_idx\` ON \`class_intakes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`class_intakes_created_at_idx\` ON \`class_intakes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`class_intakes__status_idx\` ON \`class_intakes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_class_intakes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_course\` text,
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_start_date\` text,
  	\`version_booking_closes\` text,
  	\`version_schedule\` text,
  	\`version_fee\` numeric,
  	\`version_capacity\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`class_intakes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_parent_idx\` ON \`_class_intakes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_version_version_course_idx\` ON \`_class_intakes_v\` (\`version_course\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_version_version_start_date_idx\` ON \`_class_intakes_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_version_version_updated_at_idx\` ON \`_class_intakes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_version_version_created_at_idx\` ON \`_class_intakes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_version_version__status_idx\` ON \`_class_intakes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_created_at_idx\` ON \`_class_intakes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_updated_at_idx\` ON \`_class_intakes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_class_intakes_v_latest_idx\` ON \`_class_intakes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`entries_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`title\` text NOT NULL,
  	\`option\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`entries_choices_order_idx\` ON \`entries_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`entries_choices_parent_id_idx\` ON \`entries_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`entries_fee_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`entries_fee_items_order_idx\` ON \`entries_fee_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`entries_fee_items_parent_id_idx\` ON \`entries_fee_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`entries_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`what\` text NOT NULL,
  	\`by\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`entries_history_order_idx\` ON \`entries_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`entries_history_parent_id_idx\` ON \`entries_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`series_id\` integer,
  	\`intake_id\` integer,
  	\`status\` text DEFAULT 'awaiting-payment' NOT NULL,
  	\`payment_method\` text,
  	\`candidate_full_name\` text NOT NULL,
  	\`candidate_date_of_birth\` text,
  	\`candidate_gender\` text,
  	\`candidate_id_number\` text,
  	\`candidate_previous_candidate_number\` text,
  	\`candidate_school\` text,
  	\`candidate_email\` text NOT NULL,
  	\`candidate_mobile\` text,
  	\`access_arrangements_requested\` integer DEFAULT false,
  	\`access_arrangements_details\` text,
  	\`access_arrangements_document_id\` integer,
  	\`fee_total\` numeric NOT NULL,
  	\`fee_currency\` text DEFAULT 'LKR',
  	\`fee_stage\` text,
  	\`fee_held_until\` text,
  	\`seat_number\` numeric,
  	\`consent_at\` text,
  	\`notes\` text,
  	\`anonymised_at\` text,
  	\`status_token_hash\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`intake_id\`) REFERENCES \`class_intakes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`access_arrangements_document_id\`) REFERENCES \`entry_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`entries_reference_idx\` ON \`entries\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`entries_series_idx\` ON \`entries\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_intake_idx\` ON \`entries\` (\`intake_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_status_idx\` ON \`entries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`entries_access_arrangements_access_arrangements_document_idx\` ON \`entries\` (\`access_arrangements_document_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`entries_status_token_hash_idx\` ON \`entries\` (\`status_token_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`entries_idempotency_key_idx\` ON \`entries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`entries_updated_at_idx\` ON \`entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`entries_created_at_idx\` ON \`entries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`intake_seatNumber_idx\` ON \`entries\` (\`intake_id\`,\`seat_number\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_id\` integer NOT NULL,
  	\`method\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'LKR' NOT NULL,
  	\`order_id\` text NOT NULL,
  	\`gateway_payment_id\` text,
  	\`slip_id\` integer,
  	\`confirmed_by_id\` integer,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`slip_id\`) REFERENCES \`entry_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`confirmed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_entry_idx\` ON \`payments\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_order_id_idx\` ON \`payments\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_gateway_payment_id_idx\` ON \`payments\` (\`gateway_payment_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_slip_idx\` ON \`payments\` (\`slip_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_confirmed_by_idx\` ON \`payments\` (\`confirmed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`payment_id\` integer NOT NULL,
  	\`status_code\` text NOT NULL,
  	\`gateway_payment_id\` text,
  	\`amount\` text,
  	\`currency\` text,
  	\`method\` text,
  	\`state\` text DEFAULT 'claimed' NOT NULL,
  	\`outcome\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_notifications_key_idx\` ON \`payment_notifications\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payment_notifications_payment_idx\` ON \`payment_notifications\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_notifications_updated_at_idx\` ON \`payment_notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_notifications_created_at_idx\` ON \`payment_notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`entry_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`prefix\` text DEFAULT 'entry-files',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`entry_files_updated_at_idx\` ON \`entry_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`entry_files_created_at_idx\` ON \`entry_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`entry_files_filename_idx\` ON \`entry_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`entry_access_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`entry_id\` integer,
  	\`action\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`entry_access_log_at_idx\` ON \`entry_access_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`entry_access_log_user_idx\` ON \`entry_access_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`entry_access_log_entry_idx\` ON \`entry_access_log\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`entry_access_log_updated_at_idx\` ON \`entry_access_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`entry_access_log_created_at_idx\` ON \`entry_access_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`entry_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hold_hours\` numeric DEFAULT 48,
  	\`centre_fee\` numeric DEFAULT 0,
  	\`bank_account_name\` text,
  	\`bank_account_number\` text,
  	\`bank_bank_name\` text,
  	\`consent_text\` text,
  	\`anonymise_after_days\` numeric DEFAULT 365,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`exam_series\` ADD \`online_entry_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_exam_series_v\` ADD \`version_online_entry_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`class_intakes_id\` integer REFERENCES class_intakes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`entries_id\` integer REFERENCES entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_notifications_id\` integer REFERENCES payment_notifications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`entry_files_id\` integer REFERENCES entry_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`entry_access_log_id\` integer REFERENCES entry_access_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_class_intakes_id_idx\` ON \`payload_locked_documents_rels\` (\`class_intakes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entry_files_id_idx\` ON \`payload_locked_documents_rels\` (\`entry_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entry_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`entry_access_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`exam_series_online_entry_subjects\`;`)
  await db.run(sql`DROP TABLE \`_exam_series_v_version_online_entry_subjects\`;`)
  await db.run(sql`DROP TABLE \`class_intakes\`;`)
  await db.run(sql`DROP TABLE \`_class_intakes_v\`;`)
  await db.run(sql`DROP TABLE \`entries_choices\`;`)
  await db.run(sql`DROP TABLE \`entries_fee_items\`;`)
  await db.run(sql`DROP TABLE \`entries_history\`;`)
  await db.run(sql`DROP TABLE \`entries\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_notifications\`;`)
  await db.run(sql`DROP TABLE \`entry_files\`;`)
  await db.run(sql`DROP TABLE \`entry_access_log\`;`)
  await db.run(sql`DROP TABLE \`entry_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`contact_messages_id\` integer,
  	\`enquiries_id\` integer,
  	\`exams_id\` integer,
  	\`exam_series_id\` integer,
  	\`exam_categories_id\` integer,
  	\`downloads_id\` integer,
  	\`download_categories_id\` integer,
  	\`blogs_id\` integer,
  	\`events_id\` integer,
  	\`slider_items_id\` integer,
  	\`notifications_id\` integer,
  	\`values_id\` integer,
  	\`media_id\` integer,
  	\`exam_venues_id\` integer,
  	\`practical_guides_id\` integer,
  	\`reminder_subscriptions_id\` integer,
  	\`reminder_sends_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`search_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exams_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exam_series_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exam_categories_id\`) REFERENCES \`exam_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`download_categories_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slider_items_id\`) REFERENCES \`slider_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`values_id\`) REFERENCES \`values\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exam_venues_id\`) REFERENCES \`exam_venues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practical_guides_id\`) REFERENCES \`practical_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_subscriptions_id\`) REFERENCES \`reminder_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_sends_id\`) REFERENCES \`reminder_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_series_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "exam_venues_id", "practical_guides_id", "reminder_subscriptions_id", "reminder_sends_id", "users_id", "redirects_id", "search_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_series_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "exam_venues_id", "practical_guides_id", "reminder_subscriptions_id", "reminder_sends_id", "users_id", "redirects_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exams_id_idx\` ON \`payload_locked_documents_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_series_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`download_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slider_items_id_idx\` ON \`payload_locked_documents_rels\` (\`slider_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_values_id_idx\` ON \`payload_locked_documents_rels\` (\`values_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_venues_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_venues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practical_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`practical_guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`ALTER TABLE \`exam_series\` DROP COLUMN \`online_entry_open\`;`)
  await db.run(sql`ALTER TABLE \`_exam_series_v\` DROP COLUMN \`version_online_entry_open\`;`)
}
