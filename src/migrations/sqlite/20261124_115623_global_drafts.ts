import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { publishExistingGlobalsStatements } from '../../globals/publishExistingGlobals'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_sister_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_sister_sites_order_idx\` ON \`_site_settings_v_version_sister_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_sister_sites_parent_id_idx\` ON \`_site_settings_v_version_sister_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_group_units_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_group_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_group_units_links_order_idx\` ON \`_site_settings_v_version_group_units_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_group_units_links_parent_id_idx\` ON \`_site_settings_v_version_group_units_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_group_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_group_units_order_idx\` ON \`_site_settings_v_version_group_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_group_units_parent_id_idx\` ON \`_site_settings_v_version_group_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_group_units_image_idx\` ON \`_site_settings_v_version_group_units\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_company_name\` text DEFAULT 'Lyceum Assessments',
  	\`version_parent_company_name\` text DEFAULT 'Lyceum Education Group',
  	\`version_footer_description\` text,
  	\`version_copyright_year\` numeric DEFAULT 2023,
  	\`version_pearson_phone_label\` text DEFAULT 'Pearson student service',
  	\`version_pearson_phone_number\` text,
  	\`version_general_phone_label\` text DEFAULT 'Festival of Arts & IELTS/PTE',
  	\`version_general_phone_number\` text,
  	\`version_email\` text,
  	\`version_address\` text,
  	\`version_maps_link\` text,
  	\`version_map_embed_url\` text,
  	\`version_website\` text,
  	\`version_social_facebook\` text,
  	\`version_social_instagram\` text,
  	\`version_social_linkedin\` text,
  	\`version_social_youtube\` text,
  	\`version_home_banner_banner_text\` text,
  	\`version_home_banner_banner_link\` text,
  	\`version_popup_enabled\` integer DEFAULT true,
  	\`version_popup_poster_id\` integer,
  	\`version_popup_registration_url\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_popup_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_popup_version_popup_poster_idx\` ON \`_site_settings_v\` (\`version_popup_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_website_description_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_about_intro\` text,
  	\`version_lyceum_assessment\` text,
  	\`version_lyceum_education_group\` text,
  	\`version_mission\` text,
  	\`version_vision\` text,
  	\`version_values_intro\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_website_description_v_version_version__status_idx\` ON \`_website_description_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_website_description_v_created_at_idx\` ON \`_website_description_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_description_v_updated_at_idx\` ON \`_website_description_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_description_v_latest_idx\` ON \`_website_description_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_departments_receives\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_contact_page_v_version_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_departments_receives_order_idx\` ON \`_contact_page_v_version_departments_receives\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_departments_receives_parent_idx\` ON \`_contact_page_v_version_departments_receives\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v_version_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_departments_order_idx\` ON \`_contact_page_v_version_departments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_departments_parent_id_idx\` ON \`_contact_page_v_version_departments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_headline\` text DEFAULT 'Get in touch',
  	\`version_description\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_page_v_version_version__status_idx\` ON \`_contact_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_created_at_idx\` ON \`_contact_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_updated_at_idx\` ON \`_contact_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_page_v_latest_idx\` ON \`_contact_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_department_introduction_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'Our Departments',
  	\`version_image_id\` integer,
  	\`version_content\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_department_introduction_v_version_version_image_idx\` ON \`_department_introduction_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_department_introduction_v_version_version__status_idx\` ON \`_department_introduction_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_department_introduction_v_created_at_idx\` ON \`_department_introduction_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_department_introduction_v_updated_at_idx\` ON \`_department_introduction_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_department_introduction_v_latest_idx\` ON \`_department_introduction_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_options_v_version_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ielts_options_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_destinations_order_idx\` ON \`_ielts_options_v_version_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_destinations_parent_id_idx\` ON \`_ielts_options_v_version_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_options_v_version_intakes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ielts_options_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_intakes_order_idx\` ON \`_ielts_options_v_version_intakes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_intakes_parent_id_idx\` ON \`_ielts_options_v_version_intakes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_options_v_version_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ielts_options_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_locations_order_idx\` ON \`_ielts_options_v_version_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_locations_parent_id_idx\` ON \`_ielts_options_v_version_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_options_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_version_version__status_idx\` ON \`_ielts_options_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_created_at_idx\` ON \`_ielts_options_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_updated_at_idx\` ON \`_ielts_options_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_options_v_latest_idx\` ON \`_ielts_options_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_course_structure_v_version_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`group\` text,
  	\`individual\` text,
  	\`crash\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ielts_course_structure_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_course_structure_v_version_rows_order_idx\` ON \`_ielts_course_structure_v_version_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_course_structure_v_version_rows_parent_id_idx\` ON \`_ielts_course_structure_v_version_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ielts_course_structure_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_columns_group\` text DEFAULT 'Group',
  	\`version_columns_individual\` text DEFAULT 'Individual',
  	\`version_columns_crash\` text DEFAULT 'Crash',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_ielts_course_structure_v_version_version__status_idx\` ON \`_ielts_course_structure_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_course_structure_v_created_at_idx\` ON \`_ielts_course_structure_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_course_structure_v_updated_at_idx\` ON \`_ielts_course_structure_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ielts_course_structure_v_latest_idx\` ON \`_ielts_course_structure_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_sister_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_sister_sites\`("_order", "_parent_id", "id", "name", "url") SELECT "_order", "_parent_id", "id", "name", "url" FROM \`site_settings_sister_sites\`;`)
  await db.run(sql`DROP TABLE \`site_settings_sister_sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_sister_sites\` RENAME TO \`site_settings_sister_sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_sister_sites_order_idx\` ON \`site_settings_sister_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_sister_sites_parent_id_idx\` ON \`site_settings_sister_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_group_units_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_group_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_group_units_links\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", "url" FROM \`site_settings_group_units_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_group_units_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_group_units_links\` RENAME TO \`site_settings_group_units_links\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_links_order_idx\` ON \`site_settings_group_units_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_links_parent_id_idx\` ON \`site_settings_group_units_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_group_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_group_units\`("_order", "_parent_id", "id", "name", "image_id", "text") SELECT "_order", "_parent_id", "id", "name", "image_id", "text" FROM \`site_settings_group_units\`;`)
  await db.run(sql`DROP TABLE \`site_settings_group_units\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_group_units\` RENAME TO \`site_settings_group_units\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_order_idx\` ON \`site_settings_group_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_parent_id_idx\` ON \`site_settings_group_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_image_idx\` ON \`site_settings_group_units\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text DEFAULT 'Lyceum Assessments',
  	\`parent_company_name\` text DEFAULT 'Lyceum Education Group',
  	\`footer_description\` text,
  	\`copyright_year\` numeric DEFAULT 2023,
  	\`pearson_phone_label\` text DEFAULT 'Pearson student service',
  	\`pearson_phone_number\` text,
  	\`general_phone_label\` text DEFAULT 'Festival of Arts & IELTS/PTE',
  	\`general_phone_number\` text,
  	\`email\` text,
  	\`address\` text,
  	\`maps_link\` text,
  	\`map_embed_url\` text,
  	\`website\` text,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_linkedin\` text,
  	\`social_youtube\` text,
  	\`home_banner_banner_text\` text,
  	\`home_banner_banner_link\` text,
  	\`popup_enabled\` integer DEFAULT true,
  	\`popup_poster_id\` integer,
  	\`popup_registration_url\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`popup_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "company_name", "parent_company_name", "footer_description", "copyright_year", "pearson_phone_label", "pearson_phone_number", "general_phone_label", "general_phone_number", "email", "address", "maps_link", "map_embed_url", "website", "social_facebook", "social_instagram", "social_linkedin", "social_youtube", "home_banner_banner_text", "home_banner_banner_link", "popup_enabled", "popup_poster_id", "popup_registration_url", "updated_at", "created_at") SELECT "id", "company_name", "parent_company_name", "footer_description", "copyright_year", "pearson_phone_label", "pearson_phone_number", "general_phone_label", "general_phone_number", "email", "address", "maps_link", "map_embed_url", "website", "social_facebook", "social_instagram", "social_linkedin", "social_youtube", "home_banner_banner_text", "home_banner_banner_link", "popup_enabled", "popup_poster_id", "popup_registration_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_popup_popup_poster_idx\` ON \`site_settings\` (\`popup_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_departments\`("_order", "_parent_id", "id", "key", "name", "email", "phone") SELECT "_order", "_parent_id", "id", "key", "name", "email", "phone" FROM \`contact_page_departments\`;`)
  await db.run(sql`DROP TABLE \`contact_page_departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_departments\` RENAME TO \`contact_page_departments\`;`)
  await db.run(sql`CREATE INDEX \`contact_page_departments_order_idx\` ON \`contact_page_departments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_departments_parent_id_idx\` ON \`contact_page_departments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Get in touch',
  	\`description\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page\`("id", "headline", "description", "updated_at", "created_at") SELECT "id", "headline", "description", "updated_at", "created_at" FROM \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page\` RENAME TO \`contact_page\`;`)
  await db.run(sql`CREATE INDEX \`contact_page__status_idx\` ON \`contact_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_department_introduction\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Our Departments',
  	\`image_id\` integer,
  	\`content\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_department_introduction\`("id", "title", "image_id", "content", "updated_at", "created_at") SELECT "id", "title", "image_id", "content", "updated_at", "created_at" FROM \`department_introduction\`;`)
  await db.run(sql`DROP TABLE \`department_introduction\`;`)
  await db.run(sql`ALTER TABLE \`__new_department_introduction\` RENAME TO \`department_introduction\`;`)
  await db.run(sql`CREATE INDEX \`department_introduction_image_idx\` ON \`department_introduction\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`department_introduction__status_idx\` ON \`department_introduction\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_options_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_options_destinations\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`ielts_options_destinations\`;`)
  await db.run(sql`DROP TABLE \`ielts_options_destinations\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_options_destinations\` RENAME TO \`ielts_options_destinations\`;`)
  await db.run(sql`CREATE INDEX \`ielts_options_destinations_order_idx\` ON \`ielts_options_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_options_destinations_parent_id_idx\` ON \`ielts_options_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_options_intakes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_options_intakes\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`ielts_options_intakes\`;`)
  await db.run(sql`DROP TABLE \`ielts_options_intakes\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_options_intakes\` RENAME TO \`ielts_options_intakes\`;`)
  await db.run(sql`CREATE INDEX \`ielts_options_intakes_order_idx\` ON \`ielts_options_intakes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_options_intakes_parent_id_idx\` ON \`ielts_options_intakes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_options_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_options_locations\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`ielts_options_locations\`;`)
  await db.run(sql`DROP TABLE \`ielts_options_locations\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_options_locations\` RENAME TO \`ielts_options_locations\`;`)
  await db.run(sql`CREATE INDEX \`ielts_options_locations_order_idx\` ON \`ielts_options_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_options_locations_parent_id_idx\` ON \`ielts_options_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_course_structure_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`group\` text,
  	\`individual\` text,
  	\`crash\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_course_structure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_course_structure_rows\`("_order", "_parent_id", "id", "feature", "group", "individual", "crash") SELECT "_order", "_parent_id", "id", "feature", "group", "individual", "crash" FROM \`ielts_course_structure_rows\`;`)
  await db.run(sql`DROP TABLE \`ielts_course_structure_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_course_structure_rows\` RENAME TO \`ielts_course_structure_rows\`;`)
  await db.run(sql`CREATE INDEX \`ielts_course_structure_rows_order_idx\` ON \`ielts_course_structure_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_course_structure_rows_parent_id_idx\` ON \`ielts_course_structure_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_course_structure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`columns_group\` text DEFAULT 'Group',
  	\`columns_individual\` text DEFAULT 'Individual',
  	\`columns_crash\` text DEFAULT 'Crash',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_course_structure\`("id", "columns_group", "columns_individual", "columns_crash", "updated_at", "created_at") SELECT "id", "columns_group", "columns_individual", "columns_crash", "updated_at", "created_at" FROM \`ielts_course_structure\`;`)
  await db.run(sql`DROP TABLE \`ielts_course_structure\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_course_structure\` RENAME TO \`ielts_course_structure\`;`)
  await db.run(sql`CREATE INDEX \`ielts_course_structure__status_idx\` ON \`ielts_course_structure\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`website_description\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`website_description__status_idx\` ON \`website_description\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`ielts_options\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`ielts_options__status_idx\` ON \`ielts_options\` (\`_status\`);`)
  // Data step (src/globals/publishExistingGlobals.ts): what visitors saw before stays published.
  for (const statement of publishExistingGlobalsStatements()) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_settings_v_version_sister_sites\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_group_units_links\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_group_units\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_website_description_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_departments_receives\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v_version_departments\`;`)
  await db.run(sql`DROP TABLE \`_contact_page_v\`;`)
  await db.run(sql`DROP TABLE \`_department_introduction_v\`;`)
  await db.run(sql`DROP TABLE \`_ielts_options_v_version_destinations\`;`)
  await db.run(sql`DROP TABLE \`_ielts_options_v_version_intakes\`;`)
  await db.run(sql`DROP TABLE \`_ielts_options_v_version_locations\`;`)
  await db.run(sql`DROP TABLE \`_ielts_options_v\`;`)
  await db.run(sql`DROP TABLE \`_ielts_course_structure_v_version_rows\`;`)
  await db.run(sql`DROP TABLE \`_ielts_course_structure_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text DEFAULT 'Lyceum Assessments' NOT NULL,
  	\`parent_company_name\` text DEFAULT 'Lyceum Education Group' NOT NULL,
  	\`footer_description\` text,
  	\`copyright_year\` numeric DEFAULT 2023 NOT NULL,
  	\`pearson_phone_label\` text DEFAULT 'Pearson student service' NOT NULL,
  	\`pearson_phone_number\` text NOT NULL,
  	\`general_phone_label\` text DEFAULT 'Festival of Arts & IELTS/PTE' NOT NULL,
  	\`general_phone_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`maps_link\` text,
  	\`map_embed_url\` text,
  	\`website\` text,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_linkedin\` text,
  	\`social_youtube\` text,
  	\`home_banner_banner_text\` text,
  	\`home_banner_banner_link\` text,
  	\`popup_enabled\` integer DEFAULT true,
  	\`popup_poster_id\` integer,
  	\`popup_registration_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`popup_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "company_name", "parent_company_name", "footer_description", "copyright_year", "pearson_phone_label", "pearson_phone_number", "general_phone_label", "general_phone_number", "email", "address", "maps_link", "map_embed_url", "website", "social_facebook", "social_instagram", "social_linkedin", "social_youtube", "home_banner_banner_text", "home_banner_banner_link", "popup_enabled", "popup_poster_id", "popup_registration_url", "updated_at", "created_at") SELECT "id", "company_name", "parent_company_name", "footer_description", "copyright_year", "pearson_phone_label", "pearson_phone_number", "general_phone_label", "general_phone_number", "email", "address", "maps_link", "map_embed_url", "website", "social_facebook", "social_instagram", "social_linkedin", "social_youtube", "home_banner_banner_text", "home_banner_banner_link", "popup_enabled", "popup_poster_id", "popup_registration_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_popup_popup_poster_idx\` ON \`site_settings\` (\`popup_poster_id\`);`)
  await db.run(sql`DROP INDEX \`website_description__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`website_description\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_contact_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Get in touch' NOT NULL,
  	\`description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page\`("id", "headline", "description", "updated_at", "created_at") SELECT "id", "headline", "description", "updated_at", "created_at" FROM \`contact_page\`;`)
  await db.run(sql`DROP TABLE \`contact_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page\` RENAME TO \`contact_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_department_introduction\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Our Departments' NOT NULL,
  	\`image_id\` integer,
  	\`content\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_department_introduction\`("id", "title", "image_id", "content", "updated_at", "created_at") SELECT "id", "title", "image_id", "content", "updated_at", "created_at" FROM \`department_introduction\`;`)
  await db.run(sql`DROP TABLE \`department_introduction\`;`)
  await db.run(sql`ALTER TABLE \`__new_department_introduction\` RENAME TO \`department_introduction\`;`)
  await db.run(sql`CREATE INDEX \`department_introduction_image_idx\` ON \`department_introduction\` (\`image_id\`);`)
  await db.run(sql`DROP INDEX \`ielts_options__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`ielts_options\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_ielts_course_structure\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`columns_group\` text DEFAULT 'Group' NOT NULL,
  	\`columns_individual\` text DEFAULT 'Individual' NOT NULL,
  	\`columns_crash\` text DEFAULT 'Crash' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_course_structure\`("id", "columns_group", "columns_individual", "columns_crash", "updated_at", "created_at") SELECT "id", "columns_group", "columns_individual", "columns_crash", "updated_at", "created_at" FROM \`ielts_course_structure\`;`)
  await db.run(sql`DROP TABLE \`ielts_course_structure\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_course_structure\` RENAME TO \`ielts_course_structure\`;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_sister_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_sister_sites\`("_order", "_parent_id", "id", "name", "url") SELECT "_order", "_parent_id", "id", "name", "url" FROM \`site_settings_sister_sites\`;`)
  await db.run(sql`DROP TABLE \`site_settings_sister_sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_sister_sites\` RENAME TO \`site_settings_sister_sites\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_sister_sites_order_idx\` ON \`site_settings_sister_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_sister_sites_parent_id_idx\` ON \`site_settings_sister_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_group_units_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_group_units\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_group_units_links\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", "url" FROM \`site_settings_group_units_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_group_units_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_group_units_links\` RENAME TO \`site_settings_group_units_links\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_links_order_idx\` ON \`site_settings_group_units_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_links_parent_id_idx\` ON \`site_settings_group_units_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_group_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_group_units\`("_order", "_parent_id", "id", "name", "image_id", "text") SELECT "_order", "_parent_id", "id", "name", "image_id", "text" FROM \`site_settings_group_units\`;`)
  await db.run(sql`DROP TABLE \`site_settings_group_units\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_group_units\` RENAME TO \`site_settings_group_units\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_order_idx\` ON \`site_settings_group_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_parent_id_idx\` ON \`site_settings_group_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_group_units_image_idx\` ON \`site_settings_group_units\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_page_departments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_page_departments\`("_order", "_parent_id", "id", "key", "name", "email", "phone") SELECT "_order", "_parent_id", "id", "key", "name", "email", "phone" FROM \`contact_page_departments\`;`)
  await db.run(sql`DROP TABLE \`contact_page_departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_page_departments\` RENAME TO \`contact_page_departments\`;`)
  await db.run(sql`CREATE INDEX \`contact_page_departments_order_idx\` ON \`contact_page_departments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_page_departments_parent_id_idx\` ON \`contact_page_departments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_options_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_options_destinations\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`ielts_options_destinations\`;`)
  await db.run(sql`DROP TABLE \`ielts_options_destinations\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_options_destinations\` RENAME TO \`ielts_options_destinations\`;`)
  await db.run(sql`CREATE INDEX \`ielts_options_destinations_order_idx\` ON \`ielts_options_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_options_destinations_parent_id_idx\` ON \`ielts_options_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_options_intakes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_options_intakes\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`ielts_options_intakes\`;`)
  await db.run(sql`DROP TABLE \`ielts_options_intakes\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_options_intakes\` RENAME TO \`ielts_options_intakes\`;`)
  await db.run(sql`CREATE INDEX \`ielts_options_intakes_order_idx\` ON \`ielts_options_intakes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_options_intakes_parent_id_idx\` ON \`ielts_options_intakes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_options_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_options_locations\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`ielts_options_locations\`;`)
  await db.run(sql`DROP TABLE \`ielts_options_locations\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_options_locations\` RENAME TO \`ielts_options_locations\`;`)
  await db.run(sql`CREATE INDEX \`ielts_options_locations_order_idx\` ON \`ielts_options_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_options_locations_parent_id_idx\` ON \`ielts_options_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_ielts_course_structure_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	\`group\` text NOT NULL,
  	\`individual\` text NOT NULL,
  	\`crash\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ielts_course_structure\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ielts_course_structure_rows\`("_order", "_parent_id", "id", "feature", "group", "individual", "crash") SELECT "_order", "_parent_id", "id", "feature", "group", "individual", "crash" FROM \`ielts_course_structure_rows\`;`)
  await db.run(sql`DROP TABLE \`ielts_course_structure_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_ielts_course_structure_rows\` RENAME TO \`ielts_course_structure_rows\`;`)
  await db.run(sql`CREATE INDEX \`ielts_course_structure_rows_order_idx\` ON \`ielts_course_structure_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ielts_course_structure_rows_parent_id_idx\` ON \`ielts_course_structure_rows\` (\`_parent_id\`);`)
}
