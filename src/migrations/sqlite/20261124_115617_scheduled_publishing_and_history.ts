import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { addHomeItemStatusBeforeRebuild, publishExistingHomeItems, versionExistingHomeItems } from '../data/publishExistingHomeItems'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Data step before the generated schema (its table rebuild copies a `_status` the old tables lack).
  await addHomeItemStatusBeforeRebuild((statement) => db.run(sql.raw(statement)))
  await db.run(sql`CREATE TABLE \`_exam_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text,
  	\`version_header_title\` text,
  	\`version_header_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exam_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_parent_idx\` ON \`_exam_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_version_version_slug_idx\` ON \`_exam_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_version_version_header_image_idx\` ON \`_exam_categories_v\` (\`version_header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_version_version_updated_at_idx\` ON \`_exam_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_version_version_created_at_idx\` ON \`_exam_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_created_at_idx\` ON \`_exam_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exam_categories_v_updated_at_idx\` ON \`_exam_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_download_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`download_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_download_categories_v_parent_idx\` ON \`_download_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_version_version_updated_at_idx\` ON \`_download_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_version_version_created_at_idx\` ON \`_download_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_created_at_idx\` ON \`_download_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_download_categories_v_updated_at_idx\` ON \`_download_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_slider_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`slider_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_slider_items_v_parent_idx\` ON \`_slider_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_version_version_image_idx\` ON \`_slider_items_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_version_version_updated_at_idx\` ON \`_slider_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_version_version_created_at_idx\` ON \`_slider_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_version_version__status_idx\` ON \`_slider_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_created_at_idx\` ON \`_slider_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_updated_at_idx\` ON \`_slider_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slider_items_v_latest_idx\` ON \`_slider_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_notifications_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_visibility\` text DEFAULT 'show',
  	\`version_message\` text,
  	\`version_button_text\` text,
  	\`version_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notifications_v_parent_idx\` ON \`_notifications_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_updated_at_idx\` ON \`_notifications_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version_created_at_idx\` ON \`_notifications_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_version_version__status_idx\` ON \`_notifications_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_created_at_idx\` ON \`_notifications_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_updated_at_idx\` ON \`_notifications_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notifications_v_latest_idx\` ON \`_notifications_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_values_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_icon_id\` integer NOT NULL,
  	\`version_bg_color\` text DEFAULT '#12355B' NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`values\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_values_v_parent_idx\` ON \`_values_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_values_v_version_version_icon_idx\` ON \`_values_v\` (\`version_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`_values_v_version_version_updated_at_idx\` ON \`_values_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_values_v_version_version_created_at_idx\` ON \`_values_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_values_v_created_at_idx\` ON \`_values_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_values_v_updated_at_idx\` ON \`_values_v\` (\`updated_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_slider_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_slider_items\`("id", "title", "image_id", "order", "updated_at", "created_at", "_status") SELECT "id", "title", "image_id", "order", "updated_at", "created_at", "_status" FROM \`slider_items\`;`)
  await db.run(sql`DROP TABLE \`slider_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_slider_items\` RENAME TO \`slider_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`slider_items_image_idx\` ON \`slider_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_items_updated_at_idx\` ON \`slider_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slider_items_created_at_idx\` ON \`slider_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`slider_items__status_idx\` ON \`slider_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visibility\` text DEFAULT 'show',
  	\`message\` text,
  	\`button_text\` text,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notifications\`("id", "visibility", "message", "button_text", "url", "updated_at", "created_at", "_status") SELECT "id", "visibility", "message", "button_text", "url", "updated_at", "created_at", "_status" FROM \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_notifications\` RENAME TO \`notifications\`;`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications__status_idx\` ON \`notifications\` (\`_status\`);`)
  // Data step (kept apart from the generated schema): notifications and slides live before stay published.
  await publishExistingHomeItems((statement) => db.run(sql.raw(statement)))
  await versionExistingHomeItems(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_exam_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_download_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_slider_items_v\`;`)
  await db.run(sql`DROP TABLE \`_notifications_v\`;`)
  await db.run(sql`DROP TABLE \`_values_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_slider_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_slider_items\`("id", "title", "image_id", "order", "updated_at", "created_at") SELECT "id", "title", "image_id", "order", "updated_at", "created_at" FROM \`slider_items\`;`)
  await db.run(sql`DROP TABLE \`slider_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_slider_items\` RENAME TO \`slider_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`slider_items_image_idx\` ON \`slider_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slider_items_updated_at_idx\` ON \`slider_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slider_items_created_at_idx\` ON \`slider_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visibility\` text DEFAULT 'show' NOT NULL,
  	\`message\` text NOT NULL,
  	\`button_text\` text,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notifications\`("id", "visibility", "message", "button_text", "url", "updated_at", "created_at") SELECT "id", "visibility", "message", "button_text", "url", "updated_at", "created_at" FROM \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`ALTER TABLE \`__new_notifications\` RENAME TO \`notifications\`;`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
}
