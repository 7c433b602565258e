import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_notifications_id\` integer REFERENCES payment_notifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_notifications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payment_notifications\`;`)
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
  	\`class_intakes_id\` integer,
  	\`reminder_subscriptions_id\` integer,
  	\`reminder_sends_id\` integer,
  	\`entries_id\` integer,
  	\`payments_id\` integer,
  	\`entry_files_id\` integer,
  	\`entry_access_log_id\` integer,
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
  	FOREIGN KEY (\`class_intakes_id\`) REFERENCES \`class_intakes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_subscriptions_id\`) REFERENCES \`reminder_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_sends_id\`) REFERENCES \`reminder_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entries_id\`) REFERENCES \`entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entry_files_id\`) REFERENCES \`entry_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entry_access_log_id\`) REFERENCES \`entry_access_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_series_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "exam_venues_id", "practical_guides_id", "class_intakes_id", "reminder_subscriptions_id", "reminder_sends_id", "entries_id", "payments_id", "entry_files_id", "entry_access_log_id", "users_id", "redirects_id", "search_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_series_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "exam_venues_id", "practical_guides_id", "class_intakes_id", "reminder_subscriptions_id", "reminder_sends_id", "entries_id", "payments_id", "entry_files_id", "entry_access_log_id", "users_id", "redirects_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_class_intakes_id_idx\` ON \`payload_locked_documents_rels\` (\`class_intakes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entry_files_id_idx\` ON \`payload_locked_documents_rels\` (\`entry_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entry_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`entry_access_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}
