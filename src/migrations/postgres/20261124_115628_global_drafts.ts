import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { publishExistingGlobalsStatements } from '../../globals/publishExistingGlobals'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_website_description_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__website_description_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_departments_receives" AS ENUM('contact-messages', 'ielts-enquiries', 'pte-enquiries');
  CREATE TYPE "public"."enum__contact_page_v_version_departments_key" AS ENUM('pearson', 'festival-of-arts', 'ielts-pte');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_department_introduction_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__department_introduction_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_ielts_options_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ielts_options_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_ielts_course_structure_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ielts_course_structure_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_site_settings_v_version_sister_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_group_units_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_group_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"image_id" integer,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_company_name" varchar DEFAULT 'Lyceum Assessments',
  	"version_parent_company_name" varchar DEFAULT 'Lyceum Education Group',
  	"version_footer_description" varchar,
  	"version_copyright_year" numeric DEFAULT 2023,
  	"version_pearson_phone_label" varchar DEFAULT 'Pearson student service',
  	"version_pearson_phone_number" varchar,
  	"version_general_phone_label" varchar DEFAULT 'Festival of Arts & IELTS/PTE',
  	"version_general_phone_number" varchar,
  	"version_email" varchar,
  	"version_address" varchar,
  	"version_maps_link" varchar,
  	"version_map_embed_url" varchar,
  	"version_website" varchar,
  	"version_social_facebook" varchar,
  	"version_social_instagram" varchar,
  	"version_social_linkedin" varchar,
  	"version_social_youtube" varchar,
  	"version_home_banner_banner_text" varchar,
  	"version_home_banner_banner_link" varchar,
  	"version_popup_enabled" boolean DEFAULT true,
  	"version_popup_poster_id" integer,
  	"version_popup_registration_url" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_website_description_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_about_intro" varchar,
  	"version_lyceum_assessment" jsonb,
  	"version_lyceum_education_group" jsonb,
  	"version_mission" jsonb,
  	"version_vision" jsonb,
  	"version_values_intro" varchar,
  	"version__status" "enum__website_description_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_contact_page_v_version_departments_receives" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__contact_page_v_version_departments_receives",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_contact_page_v_version_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__contact_page_v_version_departments_key",
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_headline" varchar DEFAULT 'Get in touch',
  	"version_description" varchar,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_department_introduction_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Our Departments',
  	"version_image_id" integer,
  	"version_content" jsonb,
  	"version__status" "enum__department_introduction_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_ielts_options_v_version_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ielts_options_v_version_intakes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ielts_options_v_version_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ielts_options_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__ielts_options_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_ielts_course_structure_v_version_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"group" varchar,
  	"individual" varchar,
  	"crash" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ielts_course_structure_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_columns_group" varchar DEFAULT 'Group',
  	"version_columns_individual" varchar DEFAULT 'Individual',
  	"version_columns_crash" varchar DEFAULT 'Crash',
  	"version__status" "enum__ielts_course_structure_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "site_settings_sister_sites" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_settings_sister_sites" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings_group_units_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_group_units_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings_group_units" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_settings_group_units" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "parent_company_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "copyright_year" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "pearson_phone_label" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "pearson_phone_number" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "general_phone_label" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "general_phone_number" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "contact_page" ALTER COLUMN "headline" DROP NOT NULL;
  ALTER TABLE "department_introduction" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "ielts_options_destinations" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "ielts_options_destinations" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "ielts_options_intakes" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "ielts_options_intakes" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "ielts_options_locations" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "ielts_options_locations" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "group" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "individual" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "crash" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure" ALTER COLUMN "columns_group" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure" ALTER COLUMN "columns_individual" DROP NOT NULL;
  ALTER TABLE "ielts_course_structure" ALTER COLUMN "columns_crash" DROP NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "website_description" ADD COLUMN "_status" "enum_website_description_status" DEFAULT 'draft';
  ALTER TABLE "contact_page" ADD COLUMN "_status" "enum_contact_page_status" DEFAULT 'draft';
  ALTER TABLE "department_introduction" ADD COLUMN "_status" "enum_department_introduction_status" DEFAULT 'draft';
  ALTER TABLE "ielts_options" ADD COLUMN "_status" "enum_ielts_options_status" DEFAULT 'draft';
  ALTER TABLE "ielts_course_structure" ADD COLUMN "_status" "enum_ielts_course_structure_status" DEFAULT 'draft';
  ALTER TABLE "_site_settings_v_version_sister_sites" ADD CONSTRAINT "_site_settings_v_version_sister_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_group_units_links" ADD CONSTRAINT "_site_settings_v_version_group_units_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_group_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_group_units" ADD CONSTRAINT "_site_settings_v_version_group_units_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_group_units" ADD CONSTRAINT "_site_settings_v_version_group_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_popup_poster_id_media_id_fk" FOREIGN KEY ("version_popup_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_departments_receives" ADD CONSTRAINT "_contact_page_v_version_departments_receives_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_contact_page_v_version_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_departments" ADD CONSTRAINT "_contact_page_v_version_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_department_introduction_v" ADD CONSTRAINT "_department_introduction_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ielts_options_v_version_destinations" ADD CONSTRAINT "_ielts_options_v_version_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ielts_options_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ielts_options_v_version_intakes" ADD CONSTRAINT "_ielts_options_v_version_intakes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ielts_options_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ielts_options_v_version_locations" ADD CONSTRAINT "_ielts_options_v_version_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ielts_options_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ielts_course_structure_v_version_rows" ADD CONSTRAINT "_ielts_course_structure_v_version_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ielts_course_structure_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_settings_v_version_sister_sites_order_idx" ON "_site_settings_v_version_sister_sites" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_sister_sites_parent_id_idx" ON "_site_settings_v_version_sister_sites" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_group_units_links_order_idx" ON "_site_settings_v_version_group_units_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_group_units_links_parent_id_idx" ON "_site_settings_v_version_group_units_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_group_units_order_idx" ON "_site_settings_v_version_group_units" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_group_units_parent_id_idx" ON "_site_settings_v_version_group_units" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_group_units_image_idx" ON "_site_settings_v_version_group_units" USING btree ("image_id");
  CREATE INDEX "_site_settings_v_version_popup_version_popup_poster_idx" ON "_site_settings_v" USING btree ("version_popup_poster_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_website_description_v_version_version__status_idx" ON "_website_description_v" USING btree ("version__status");
  CREATE INDEX "_website_description_v_created_at_idx" ON "_website_description_v" USING btree ("created_at");
  CREATE INDEX "_website_description_v_updated_at_idx" ON "_website_description_v" USING btree ("updated_at");
  CREATE INDEX "_website_description_v_latest_idx" ON "_website_description_v" USING btree ("latest");
  CREATE INDEX "_contact_page_v_version_departments_receives_order_idx" ON "_contact_page_v_version_departments_receives" USING btree ("order");
  CREATE INDEX "_contact_page_v_version_departments_receives_parent_idx" ON "_contact_page_v_version_departments_receives" USING btree ("parent_id");
  CREATE INDEX "_contact_page_v_version_departments_order_idx" ON "_contact_page_v_version_departments" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_departments_parent_id_idx" ON "_contact_page_v_version_departments" USING btree ("_parent_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE INDEX "_department_introduction_v_version_version_image_idx" ON "_department_introduction_v" USING btree ("version_image_id");
  CREATE INDEX "_department_introduction_v_version_version__status_idx" ON "_department_introduction_v" USING btree ("version__status");
  CREATE INDEX "_department_introduction_v_created_at_idx" ON "_department_introduction_v" USING btree ("created_at");
  CREATE INDEX "_department_introduction_v_updated_at_idx" ON "_department_introduction_v" USING btree ("updated_at");
  CREATE INDEX "_department_introduction_v_latest_idx" ON "_department_introduction_v" USING btree ("latest");
  CREATE INDEX "_ielts_options_v_version_destinations_order_idx" ON "_ielts_options_v_version_destinations" USING btree ("_order");
  CREATE INDEX "_ielts_options_v_version_destinations_parent_id_idx" ON "_ielts_options_v_version_destinations" USING btree ("_parent_id");
  CREATE INDEX "_ielts_options_v_version_intakes_order_idx" ON "_ielts_options_v_version_intakes" USING btree ("_order");
  CREATE INDEX "_ielts_options_v_version_intakes_parent_id_idx" ON "_ielts_options_v_version_intakes" USING btree ("_parent_id");
  CREATE INDEX "_ielts_options_v_version_locations_order_idx" ON "_ielts_options_v_version_locations" USING btree ("_order");
  CREATE INDEX "_ielts_options_v_version_locations_parent_id_idx" ON "_ielts_options_v_version_locations" USING btree ("_parent_id");
  CREATE INDEX "_ielts_options_v_version_version__status_idx" ON "_ielts_options_v" USING btree ("version__status");
  CREATE INDEX "_ielts_options_v_created_at_idx" ON "_ielts_options_v" USING btree ("created_at");
  CREATE INDEX "_ielts_options_v_updated_at_idx" ON "_ielts_options_v" USING btree ("updated_at");
  CREATE INDEX "_ielts_options_v_latest_idx" ON "_ielts_options_v" USING btree ("latest");
  CREATE INDEX "_ielts_course_structure_v_version_rows_order_idx" ON "_ielts_course_structure_v_version_rows" USING btree ("_order");
  CREATE INDEX "_ielts_course_structure_v_version_rows_parent_id_idx" ON "_ielts_course_structure_v_version_rows" USING btree ("_parent_id");
  CREATE INDEX "_ielts_course_structure_v_version_version__status_idx" ON "_ielts_course_structure_v" USING btree ("version__status");
  CREATE INDEX "_ielts_course_structure_v_created_at_idx" ON "_ielts_course_structure_v" USING btree ("created_at");
  CREATE INDEX "_ielts_course_structure_v_updated_at_idx" ON "_ielts_course_structure_v" USING btree ("updated_at");
  CREATE INDEX "_ielts_course_structure_v_latest_idx" ON "_ielts_course_structure_v" USING btree ("latest");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "website_description__status_idx" ON "website_description" USING btree ("_status");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE INDEX "department_introduction__status_idx" ON "department_introduction" USING btree ("_status");
  CREATE INDEX "ielts_options__status_idx" ON "ielts_options" USING btree ("_status");
  CREATE INDEX "ielts_course_structure__status_idx" ON "ielts_course_structure" USING btree ("_status");`)
  // Data step (src/globals/publishExistingGlobals.ts): what visitors saw before stays published.
  for (const statement of publishExistingGlobalsStatements()) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_site_settings_v_version_sister_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_group_units_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_group_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_website_description_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_departments_receives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v_version_departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_department_introduction_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ielts_options_v_version_destinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ielts_options_v_version_intakes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ielts_options_v_version_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ielts_options_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ielts_course_structure_v_version_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ielts_course_structure_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_site_settings_v_version_sister_sites" CASCADE;
  DROP TABLE "_site_settings_v_version_group_units_links" CASCADE;
  DROP TABLE "_site_settings_v_version_group_units" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_website_description_v" CASCADE;
  DROP TABLE "_contact_page_v_version_departments_receives" CASCADE;
  DROP TABLE "_contact_page_v_version_departments" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "_department_introduction_v" CASCADE;
  DROP TABLE "_ielts_options_v_version_destinations" CASCADE;
  DROP TABLE "_ielts_options_v_version_intakes" CASCADE;
  DROP TABLE "_ielts_options_v_version_locations" CASCADE;
  DROP TABLE "_ielts_options_v" CASCADE;
  DROP TABLE "_ielts_course_structure_v_version_rows" CASCADE;
  DROP TABLE "_ielts_course_structure_v" CASCADE;
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "website_description__status_idx";
  DROP INDEX "contact_page__status_idx";
  DROP INDEX "department_introduction__status_idx";
  DROP INDEX "ielts_options__status_idx";
  DROP INDEX "ielts_course_structure__status_idx";
  ALTER TABLE "site_settings_sister_sites" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_settings_sister_sites" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings_group_units_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_group_units_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings_group_units" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_settings_group_units" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "parent_company_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "copyright_year" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "pearson_phone_label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "pearson_phone_number" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "general_phone_label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "general_phone_number" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "contact_page_departments" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "contact_page" ALTER COLUMN "headline" SET NOT NULL;
  ALTER TABLE "department_introduction" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "ielts_options_destinations" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "ielts_options_destinations" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "ielts_options_intakes" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "ielts_options_intakes" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "ielts_options_locations" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "ielts_options_locations" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "group" SET NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "individual" SET NOT NULL;
  ALTER TABLE "ielts_course_structure_rows" ALTER COLUMN "crash" SET NOT NULL;
  ALTER TABLE "ielts_course_structure" ALTER COLUMN "columns_group" SET NOT NULL;
  ALTER TABLE "ielts_course_structure" ALTER COLUMN "columns_individual" SET NOT NULL;
  ALTER TABLE "ielts_course_structure" ALTER COLUMN "columns_crash" SET NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "website_description" DROP COLUMN "_status";
  ALTER TABLE "contact_page" DROP COLUMN "_status";
  ALTER TABLE "department_introduction" DROP COLUMN "_status";
  ALTER TABLE "ielts_options" DROP COLUMN "_status";
  ALTER TABLE "ielts_course_structure" DROP COLUMN "_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_website_description_status";
  DROP TYPE "public"."enum__website_description_v_version_status";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_departments_receives";
  DROP TYPE "public"."enum__contact_page_v_version_departments_key";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum_department_introduction_status";
  DROP TYPE "public"."enum__department_introduction_v_version_status";
  DROP TYPE "public"."enum_ielts_options_status";
  DROP TYPE "public"."enum__ielts_options_v_version_status";
  DROP TYPE "public"."enum_ielts_course_structure_status";
  DROP TYPE "public"."enum__ielts_course_structure_v_version_status";`)
}
