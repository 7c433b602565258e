import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exam_venues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`map_link\` text,
  	\`directions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`exam_venues_updated_at_idx\` ON \`exam_venues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exam_venues_created_at_idx\` ON \`exam_venues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`practical_guides_post_results_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`fee\` numeric,
  	\`deadline\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`practical_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`practical_guides_post_results_services_order_idx\` ON \`practical_guides_post_results_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_post_results_services_parent_id_idx\` ON \`practical_guides_post_results_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`practical_guides_overrides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`exam_id\` integer NOT NULL,
  	\`arrival\` text,
  	\`release\` text,
  	\`collection\` text,
  	\`note\` text,
  	FOREIGN KEY (\`exam_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`practical_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`practical_guides_overrides_order_idx\` ON \`practical_guides_overrides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_overrides_parent_id_idx\` ON \`practical_guides_overrides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_overrides_exam_idx\` ON \`practical_guides_overrides\` (\`exam_id\`);`)
  await db.run(sql`CREATE TABLE \`practical_guides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`ielts\` integer DEFAULT false,
  	\`exam_day_arrival\` text,
  	\`exam_day_identity\` text,
  	\`exam_day_bring\` text,
  	\`exam_day_not_allowed\` text,
  	\`results_release\` text,
  	\`results_collection\` text,
  	\`results_certificates\` text,
  	\`post_results_intro\` text,
  	\`policies_refund\` text,
  	\`policies_transfer\` text,
  	\`policies_withdrawal\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`practical_guides_updated_at_idx\` ON \`practical_guides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_created_at_idx\` ON \`practical_guides\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`practical_guides_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`exams_id\` integer,
  	\`exam_venues_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`practical_guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exams_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exam_venues_id\`) REFERENCES \`exam_venues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`practical_guides_rels_order_idx\` ON \`practical_guides_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_rels_parent_idx\` ON \`practical_guides_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_rels_path_idx\` ON \`practical_guides_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_rels_exams_id_idx\` ON \`practical_guides_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE INDEX \`practical_guides_rels_exam_venues_id_idx\` ON \`practical_guides_rels\` (\`exam_venues_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`series_id\` integer NOT NULL,
  	\`token\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`confirmation_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`exam_series\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_email_idx\` ON \`reminder_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_series_idx\` ON \`reminder_subscriptions\` (\`series_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_subscriptions_token_idx\` ON \`reminder_subscriptions\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_status_idx\` ON \`reminder_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_updated_at_idx\` ON \`reminder_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_created_at_idx\` ON \`reminder_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reminder_sends\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`subscription_id\` integer NOT NULL,
  	\`event\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`reminder_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_sends_key_idx\` ON \`reminder_sends\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_subscription_idx\` ON \`reminder_sends\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_updated_at_idx\` ON \`reminder_sends\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_created_at_idx\` ON \`reminder_sends\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`office_hours_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`office_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`office_hours_rows_order_idx\` ON \`office_hours_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`office_hours_rows_parent_id_idx\` ON \`office_hours_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`office_hours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`note\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`reminder_settings_days_before\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reminder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_settings_days_before_order_idx\` ON \`reminder_settings_days_before\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reminder_settings_days_before_parent_id_idx\` ON \`reminder_settings_days_before\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`results_day\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`search_settings_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phrases\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_order_idx\` ON \`search_settings_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_parent_id_idx\` ON \`search_settings_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings_popular_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_popular_searches_order_idx\` ON \`search_settings_popular_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_popular_searches_parent_id_idx\` ON \`search_settings_popular_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`acknowledgement_last_error\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_messages_reference_idx\` ON \`contact_messages\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_acknowledgement_acknowledgement_status_idx\` ON \`contact_messages\` (\`acknowledgement_status\`);`)
  await db.run(sql`CREATE INDEX \`handled_createdAt_idx\` ON \`contact_messages\` (\`handled\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`acknowledgement_last_error\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_reference_idx\` ON \`enquiries\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_acknowledgement_acknowledgement_status_idx\` ON \`enquiries\` (\`acknowledgement_status\`);`)
  await db.run(sql`CREATE INDEX \`handled_createdAt_1_idx\` ON \`enquiries\` (\`handled\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exam_venues_id\` integer REFERENCES exam_venues(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`practical_guides_id\` integer REFERENCES practical_guides(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_subscriptions_id\` integer REFERENCES reminder_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_sends_id\` integer REFERENCES reminder_sends(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exam_venues_id_idx\` ON \`payload_locked_documents_rels\` (\`exam_venues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practical_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`practical_guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_sends_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`exam_venues\`;`)
  await db.run(sql`DROP TABLE \`practical_guides_post_results_services\`;`)
  await db.run(sql`DROP TABLE \`practical_guides_overrides\`;`)
  await db.run(sql`DROP TABLE \`practical_guides\`;`)
  await db.run(sql`DROP TABLE \`practical_guides_rels\`;`)
  await db.run(sql`DROP TABLE \`reminder_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`reminder_sends\`;`)
  await db.run(sql`DROP TABLE \`office_hours_rows\`;`)
  await db.run(sql`DROP TABLE \`office_hours\`;`)
  await db.run(sql`DROP TABLE \`reminder_settings_days_before\`;`)
  await db.run(sql`DROP TABLE \`reminder_settings\`;`)
  await db.run(sql`DROP TABLE \`search_settings_synonyms\`;`)
  await db.run(sql`DROP TABLE \`search_settings_popular_searches\`;`)
  await db.run(sql`DROP TABLE \`search_settings\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_series_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "users_id", "redirects_id", "search_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_series_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "users_id", "redirects_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`DROP INDEX \`contact_messages_reference_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_acknowledgement_acknowledgement_status_idx\`;`)
  await db.run(sql`DROP INDEX \`handled_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`reference\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_status\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_attempts\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`acknowledgement_last_error\`;`)
  await db.run(sql`DROP INDEX \`enquiries_reference_idx\`;`)
  await db.run(sql`DROP INDEX \`enquiries_acknowledgement_acknowledgement_status_idx\`;`)
  await db.run(sql`DROP INDEX \`handled_createdAt_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`reference\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_status\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_attempts\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`acknowledgement_last_error\`;`)
}
