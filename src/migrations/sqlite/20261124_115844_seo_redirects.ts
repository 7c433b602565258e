import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '308' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blogs_id\` integer,
  	\`events_id\` integer,
  	\`exams_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exams_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_blogs_id_idx\` ON \`redirects_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_events_id_idx\` ON \`redirects_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_exams_id_idx\` ON \`redirects_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE TABLE \`page_seo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`home_meta_title\` text,
  	\`home_meta_description\` text,
  	\`home_meta_image_id\` integer,
  	\`about_us_meta_title\` text,
  	\`about_us_meta_description\` text,
  	\`about_us_meta_image_id\` integer,
  	\`ielts_meta_title\` text,
  	\`ielts_meta_description\` text,
  	\`ielts_meta_image_id\` integer,
  	\`pte_contact_meta_title\` text,
  	\`pte_contact_meta_description\` text,
  	\`pte_contact_meta_image_id\` integer,
  	\`centre_for_school_excellence_meta_title\` text,
  	\`centre_for_school_excellence_meta_description\` text,
  	\`centre_for_school_excellence_meta_image_id\` integer,
  	\`blogs_meta_title\` text,
  	\`blogs_meta_description\` text,
  	\`blogs_meta_image_id\` integer,
  	\`gallery_meta_title\` text,
  	\`gallery_meta_description\` text,
  	\`gallery_meta_image_id\` integer,
  	\`blogs_and_gallery_meta_title\` text,
  	\`blogs_and_gallery_meta_description\` text,
  	\`blogs_and_gallery_meta_image_id\` integer,
  	\`contact_us_meta_title\` text,
  	\`contact_us_meta_description\` text,
  	\`contact_us_meta_image_id\` integer,
  	\`department_introduction_meta_title\` text,
  	\`department_introduction_meta_description\` text,
  	\`department_introduction_meta_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`home_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_us_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ielts_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pte_contact_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`centre_for_school_excellence_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`blogs_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gallery_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`blogs_and_gallery_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_us_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_introduction_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`page_seo_home_meta_home_meta_image_idx\` ON \`page_seo\` (\`home_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_about_us_meta_about_us_meta_image_idx\` ON \`page_seo\` (\`about_us_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_ielts_meta_ielts_meta_image_idx\` ON \`page_seo\` (\`ielts_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_pte_contact_meta_pte_contact_meta_image_idx\` ON \`page_seo\` (\`pte_contact_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_centre_for_school_excellence_meta_centre_for_sc_idx\` ON \`page_seo\` (\`centre_for_school_excellence_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_blogs_meta_blogs_meta_image_idx\` ON \`page_seo\` (\`blogs_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_gallery_meta_gallery_meta_image_idx\` ON \`page_seo\` (\`gallery_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_blogs_and_gallery_meta_blogs_and_gallery_meta_i_idx\` ON \`page_seo\` (\`blogs_and_gallery_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_contact_us_meta_contact_us_meta_image_idx\` ON \`page_seo\` (\`contact_us_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_department_introduction_meta_department_introdu_idx\` ON \`page_seo\` (\`department_introduction_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`exams\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`exams\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`exams\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`exams_meta_meta_image_idx\` ON \`exams\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_exams_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_exams_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_exams_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_meta_version_meta_image_idx\` ON \`_exams_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`blogs\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`blogs_meta_meta_image_idx\` ON \`blogs\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_blogs_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_meta_version_meta_image_idx\` ON \`_blogs_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`events_meta_meta_image_idx\` ON \`events\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_meta_version_meta_image_idx\` ON \`_events_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`page_seo\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_exams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`description\` text,
  	\`banner_status\` numeric DEFAULT 0,
  	\`banner_text\` text,
  	\`banner_link\` text,
  	\`show_pte_enquiry_form\` integer DEFAULT false,
  	\`menu_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`exam_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_exams\`("id", "name", "slug", "category_id", "description", "banner_status", "banner_text", "banner_link", "show_pte_enquiry_form", "menu_order", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "category_id", "description", "banner_status", "banner_text", "banner_link", "show_pte_enquiry_form", "menu_order", "updated_at", "created_at", "_status" FROM \`exams\`;`)
  await db.run(sql`DROP TABLE \`exams\`;`)
  await db.run(sql`ALTER TABLE \`__new_exams\` RENAME TO \`exams\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`exams_slug_idx\` ON \`exams\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`exams_category_idx\` ON \`exams\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`exams_menu_order_idx\` ON \`exams\` (\`menu_order\`);`)
  await db.run(sql`CREATE INDEX \`exams_updated_at_idx\` ON \`exams\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exams_created_at_idx\` ON \`exams\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exams__status_idx\` ON \`exams\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__exams_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_description\` text,
  	\`version_banner_status\` numeric DEFAULT 0,
  	\`version_banner_text\` text,
  	\`version_banner_link\` text,
  	\`version_show_pte_enquiry_form\` integer DEFAULT false,
  	\`version_menu_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`exam_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__exams_v\`("id", "parent_id", "version_name", "version_slug", "version_category_id", "version_description", "version_banner_status", "version_banner_text", "version_banner_link", "version_show_pte_enquiry_form", "version_menu_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_slug", "version_category_id", "version_description", "version_banner_status", "version_banner_text", "version_banner_link", "version_show_pte_enquiry_form", "version_menu_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_exams_v\`;`)
  await db.run(sql`DROP TABLE \`_exams_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__exams_v\` RENAME TO \`_exams_v\`;`)
  await db.run(sql`CREATE INDEX \`_exams_v_parent_idx\` ON \`_exams_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_version_slug_idx\` ON \`_exams_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_version_category_idx\` ON \`_exams_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_version_menu_order_idx\` ON \`_exams_v\` (\`version_menu_order\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_version_updated_at_idx\` ON \`_exams_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_version_created_at_idx\` ON \`_exams_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_version_version__status_idx\` ON \`_exams_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_created_at_idx\` ON \`_exams_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_updated_at_idx\` ON \`_exams_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exams_v_latest_idx\` ON \`_exams_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`published_at\` text,
  	\`author_first_name\` text,
  	\`author_last_name\` text,
  	\`thumbnail_id\` integer,
  	\`background_image_id\` integer,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blogs\`("id", "title", "slug", "published_at", "author_first_name", "author_last_name", "thumbnail_id", "background_image_id", "description", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "published_at", "author_first_name", "author_last_name", "thumbnail_id", "background_image_id", "description", "updated_at", "created_at", "_status" FROM \`blogs\`;`)
  await db.run(sql`DROP TABLE \`blogs\`;`)
  await db.run(sql`ALTER TABLE \`__new_blogs\` RENAME TO \`blogs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_slug_idx\` ON \`blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blogs_published_at_idx\` ON \`blogs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_thumbnail_idx\` ON \`blogs\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_background_image_idx\` ON \`blogs\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_updated_at_idx\` ON \`blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_created_at_idx\` ON \`blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs__status_idx\` ON \`blogs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blogs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_author_first_name\` text,
  	\`version_author_last_name\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_background_image_id\` integer,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blogs_v\`("id", "parent_id", "version_title", "version_slug", "version_published_at", "version_author_first_name", "version_author_last_name", "version_thumbnail_id", "version_background_image_id", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_published_at", "version_author_first_name", "version_author_last_name", "version_thumbnail_id", "version_background_image_id", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_blogs_v\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blogs_v\` RENAME TO \`_blogs_v\`;`)
  await db.run(sql`CREATE INDEX \`_blogs_v_parent_idx\` ON \`_blogs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_slug_idx\` ON \`_blogs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_published_at_idx\` ON \`_blogs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_thumbnail_idx\` ON \`_blogs_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_background_image_idx\` ON \`_blogs_v\` (\`version_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_updated_at_idx\` ON \`_blogs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_created_at_idx\` ON \`_blogs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version__status_idx\` ON \`_blogs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_created_at_idx\` ON \`_blogs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_updated_at_idx\` ON \`_blogs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_latest_idx\` ON \`_blogs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`event_date\` text,
  	\`thumbnail_id\` integer,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "title", "slug", "event_date", "thumbnail_id", "description", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "event_date", "thumbnail_id", "description", "updated_at", "created_at", "_status" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_event_date_idx\` ON \`events\` (\`event_date\`);`)
  await db.run(sql`CREATE INDEX \`events_thumbnail_idx\` ON \`events\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_event_date\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v\`("id", "parent_id", "version_title", "version_slug", "version_event_date", "version_thumbnail_id", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_event_date", "version_thumbnail_id", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v\` RENAME TO \`_events_v\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_event_date_idx\` ON \`_events_v\` (\`version_event_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_thumbnail_idx\` ON \`_events_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "contact_messages_id", "enquiries_id", "exams_id", "exam_categories_id", "downloads_id", "download_categories_id", "blogs_id", "events_id", "slider_items_id", "notifications_id", "values_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
}
