import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_title" AS ENUM('IELTS', 'PTE');
  CREATE TYPE "public"."enum_exams_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exams_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notifications_visibility" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_contact_page_departments_key" AS ENUM('pearson', 'festival-of-arts', 'ielts-pte');
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"source_page" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" "enum_enquiries_title" NOT NULL,
  	"fname" varchar NOT NULL,
  	"lname" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"destination" varchar,
  	"intake" varchar,
  	"location" varchar,
  	"subject" varchar,
  	"message" varchar,
  	"source_page" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"category_id" integer,
  	"description" jsonb,
  	"banner_status" numeric DEFAULT 0,
  	"banner_text" varchar,
  	"banner_link" varchar,
  	"menu_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_exams_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_exams_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_description" jsonb,
  	"version_banner_status" numeric DEFAULT 0,
  	"version_banner_text" varchar,
  	"version_banner_link" varchar,
  	"version_menu_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__exams_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "exam_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"header_title" varchar,
  	"header_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"exam_id" integer,
  	"show_on_home" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "download_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"author_first_name" varchar,
  	"author_last_name" varchar,
  	"thumbnail_id" integer,
  	"background_image_id" integer,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blogs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author_first_name" varchar,
  	"version_author_last_name" varchar,
  	"version_thumbnail_id" integer,
  	"version_background_image_id" integer,
  	"version_description" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "events_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"event_date" timestamp(3) with time zone,
  	"thumbnail_id" integer,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_events_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_event_date" timestamp(3) with time zone,
  	"version_thumbnail_id" integer,
  	"version_description" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "slider_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visibility" "enum_notifications_visibility" DEFAULT 'show' NOT NULL,
  	"message" varchar NOT NULL,
  	"button_text" varchar,
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "values" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon_id" integer NOT NULL,
  	"bg_color" varchar DEFAULT '#12355B' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"contact_messages_id" integer,
  	"enquiries_id" integer,
  	"exams_id" integer,
  	"exam_categories_id" integer,
  	"downloads_id" integer,
  	"download_categories_id" integer,
  	"blogs_id" integer,
  	"events_id" integer,
  	"slider_items_id" integer,
  	"notifications_id" integer,
  	"values_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_sister_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_group_units_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_group_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar DEFAULT 'Lyceum Assessments' NOT NULL,
  	"parent_company_name" varchar DEFAULT 'Lyceum Education Group' NOT NULL,
  	"footer_description" varchar,
  	"copyright_year" numeric DEFAULT 2023 NOT NULL,
  	"pearson_phone_label" varchar DEFAULT 'Pearson student service' NOT NULL,
  	"pearson_phone_number" varchar NOT NULL,
  	"general_phone_label" varchar DEFAULT 'Festival of Arts & IELTS/PTE' NOT NULL,
  	"general_phone_number" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"maps_link" varchar,
  	"map_embed_url" varchar,
  	"website" varchar,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_linkedin" varchar,
  	"social_youtube" varchar,
  	"home_banner_banner_text" varchar,
  	"home_banner_banner_link" varchar,
  	"popup_enabled" boolean DEFAULT true,
  	"popup_poster_id" integer,
  	"popup_registration_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "website_description" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"about_intro" varchar,
  	"lyceum_assessment" jsonb,
  	"lyceum_education_group" jsonb,
  	"mission" jsonb,
  	"vision" jsonb,
  	"values_intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_page_departments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_contact_page_departments_key" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL
  );
  
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Get in touch' NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "department_introduction" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Our Departments' NOT NULL,
  	"image_id" integer,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "ielts_options_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "ielts_options_intakes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "ielts_options_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "ielts_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "ielts_course_structure_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL,
  	"group" varchar NOT NULL,
  	"individual" varchar NOT NULL,
  	"crash" varchar NOT NULL
  );
  
  CREATE TABLE "ielts_course_structure" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns_group" varchar DEFAULT 'Group' NOT NULL,
  	"columns_individual" varchar DEFAULT 'Individual' NOT NULL,
  	"columns_crash" varchar DEFAULT 'Crash' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "exams" ADD CONSTRAINT "exams_category_id_exam_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exams_v" ADD CONSTRAINT "_exams_v_parent_id_exams_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exams_v" ADD CONSTRAINT "_exams_v_version_category_id_exam_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."exam_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_category_id_download_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."download_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_parent_id_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_background_image_id_media_id_fk" FOREIGN KEY ("version_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_photos" ADD CONSTRAINT "events_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_photos" ADD CONSTRAINT "events_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_photos" ADD CONSTRAINT "_events_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_photos" ADD CONSTRAINT "_events_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "values" ADD CONSTRAINT "values_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exams_fk" FOREIGN KEY ("exams_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exam_categories_fk" FOREIGN KEY ("exam_categories_id") REFERENCES "public"."exam_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_download_categories_fk" FOREIGN KEY ("download_categories_id") REFERENCES "public"."download_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_slider_items_fk" FOREIGN KEY ("slider_items_id") REFERENCES "public"."slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_values_fk" FOREIGN KEY ("values_id") REFERENCES "public"."values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_sister_sites" ADD CONSTRAINT "site_settings_sister_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_group_units_links" ADD CONSTRAINT "site_settings_group_units_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_group_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_group_units" ADD CONSTRAINT "site_settings_group_units_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_group_units" ADD CONSTRAINT "site_settings_group_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_popup_poster_id_media_id_fk" FOREIGN KEY ("popup_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page_departments" ADD CONSTRAINT "contact_page_departments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "department_introduction" ADD CONSTRAINT "department_introduction_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ielts_options_destinations" ADD CONSTRAINT "ielts_options_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ielts_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ielts_options_intakes" ADD CONSTRAINT "ielts_options_intakes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ielts_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ielts_options_locations" ADD CONSTRAINT "ielts_options_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ielts_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ielts_course_structure_rows" ADD CONSTRAINT "ielts_course_structure_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ielts_course_structure"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_handled_idx" ON "contact_messages" USING btree ("handled");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "enquiries_title_idx" ON "enquiries" USING btree ("title");
  CREATE INDEX "enquiries_handled_idx" ON "enquiries" USING btree ("handled");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE UNIQUE INDEX "exams_slug_idx" ON "exams" USING btree ("slug");
  CREATE INDEX "exams_category_idx" ON "exams" USING btree ("category_id");
  CREATE INDEX "exams_menu_order_idx" ON "exams" USING btree ("menu_order");
  CREATE INDEX "exams_updated_at_idx" ON "exams" USING btree ("updated_at");
  CREATE INDEX "exams_created_at_idx" ON "exams" USING btree ("created_at");
  CREATE INDEX "exams__status_idx" ON "exams" USING btree ("_status");
  CREATE INDEX "_exams_v_parent_idx" ON "_exams_v" USING btree ("parent_id");
  CREATE INDEX "_exams_v_version_version_slug_idx" ON "_exams_v" USING btree ("version_slug");
  CREATE INDEX "_exams_v_version_version_category_idx" ON "_exams_v" USING btree ("version_category_id");
  CREATE INDEX "_exams_v_version_version_menu_order_idx" ON "_exams_v" USING btree ("version_menu_order");
  CREATE INDEX "_exams_v_version_version_updated_at_idx" ON "_exams_v" USING btree ("version_updated_at");
  CREATE INDEX "_exams_v_version_version_created_at_idx" ON "_exams_v" USING btree ("version_created_at");
  CREATE INDEX "_exams_v_version_version__status_idx" ON "_exams_v" USING btree ("version__status");
  CREATE INDEX "_exams_v_created_at_idx" ON "_exams_v" USING btree ("created_at");
  CREATE INDEX "_exams_v_updated_at_idx" ON "_exams_v" USING btree ("updated_at");
  CREATE INDEX "_exams_v_latest_idx" ON "_exams_v" USING btree ("latest");
  CREATE UNIQUE INDEX "exam_categories_slug_idx" ON "exam_categories" USING btree ("slug");
  CREATE INDEX "exam_categories_header_image_idx" ON "exam_categories" USING btree ("header_image_id");
  CREATE INDEX "exam_categories_updated_at_idx" ON "exam_categories" USING btree ("updated_at");
  CREATE INDEX "exam_categories_created_at_idx" ON "exam_categories" USING btree ("created_at");
  CREATE INDEX "downloads_category_idx" ON "downloads" USING btree ("category_id");
  CREATE INDEX "downloads_exam_idx" ON "downloads" USING btree ("exam_id");
  CREATE INDEX "downloads_show_on_home_idx" ON "downloads" USING btree ("show_on_home");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE INDEX "download_categories_updated_at_idx" ON "download_categories" USING btree ("updated_at");
  CREATE INDEX "download_categories_created_at_idx" ON "download_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "blogs_slug_idx" ON "blogs" USING btree ("slug");
  CREATE INDEX "blogs_published_at_idx" ON "blogs" USING btree ("published_at");
  CREATE INDEX "blogs_thumbnail_idx" ON "blogs" USING btree ("thumbnail_id");
  CREATE INDEX "blogs_background_image_idx" ON "blogs" USING btree ("background_image_id");
  CREATE INDEX "blogs_updated_at_idx" ON "blogs" USING btree ("updated_at");
  CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");
  CREATE INDEX "blogs__status_idx" ON "blogs" USING btree ("_status");
  CREATE INDEX "_blogs_v_parent_idx" ON "_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_version_version_slug_idx" ON "_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_blogs_v_version_version_published_at_idx" ON "_blogs_v" USING btree ("version_published_at");
  CREATE INDEX "_blogs_v_version_version_thumbnail_idx" ON "_blogs_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_blogs_v_version_version_background_image_idx" ON "_blogs_v" USING btree ("version_background_image_id");
  CREATE INDEX "_blogs_v_version_version_updated_at_idx" ON "_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_blogs_v_version_version_created_at_idx" ON "_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_blogs_v_version_version__status_idx" ON "_blogs_v" USING btree ("version__status");
  CREATE INDEX "_blogs_v_created_at_idx" ON "_blogs_v" USING btree ("created_at");
  CREATE INDEX "_blogs_v_updated_at_idx" ON "_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_blogs_v_latest_idx" ON "_blogs_v" USING btree ("latest");
  CREATE INDEX "events_photos_order_idx" ON "events_photos" USING btree ("_order");
  CREATE INDEX "events_photos_parent_id_idx" ON "events_photos" USING btree ("_parent_id");
  CREATE INDEX "events_photos_image_idx" ON "events_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_event_date_idx" ON "events" USING btree ("event_date");
  CREATE INDEX "events_thumbnail_idx" ON "events" USING btree ("thumbnail_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "_events_v_version_photos_order_idx" ON "_events_v_version_photos" USING btree ("_order");
  CREATE INDEX "_events_v_version_photos_parent_id_idx" ON "_events_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_photos_image_idx" ON "_events_v_version_photos" USING btree ("image_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_event_date_idx" ON "_events_v" USING btree ("version_event_date");
  CREATE INDEX "_events_v_version_version_thumbnail_idx" ON "_events_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "slider_items_image_idx" ON "slider_items" USING btree ("image_id");
  CREATE INDEX "slider_items_updated_at_idx" ON "slider_items" USING btree ("updated_at");
  CREATE INDEX "slider_items_created_at_idx" ON "slider_items" USING btree ("created_at");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "values_icon_idx" ON "values" USING btree ("icon_id");
  CREATE INDEX "values_updated_at_idx" ON "values" USING btree ("updated_at");
  CREATE INDEX "values_created_at_idx" ON "values" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_exams_id_idx" ON "payload_locked_documents_rels" USING btree ("exams_id");
  CREATE INDEX "payload_locked_documents_rels_exam_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("exam_categories_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_download_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("download_categories_id");
  CREATE INDEX "payload_locked_documents_rels_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("blogs_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_slider_items_id_idx" ON "payload_locked_documents_rels" USING btree ("slider_items_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  CREATE INDEX "payload_locked_documents_rels_values_id_idx" ON "payload_locked_documents_rels" USING btree ("values_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_sister_sites_order_idx" ON "site_settings_sister_sites" USING btree ("_order");
  CREATE INDEX "site_settings_sister_sites_parent_id_idx" ON "site_settings_sister_sites" USING btree ("_parent_id");
  CREATE INDEX "site_settings_group_units_links_order_idx" ON "site_settings_group_units_links" USING btree ("_order");
  CREATE INDEX "site_settings_group_units_links_parent_id_idx" ON "site_settings_group_units_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_group_units_order_idx" ON "site_settings_group_units" USING btree ("_order");
  CREATE INDEX "site_settings_group_units_parent_id_idx" ON "site_settings_group_units" USING btree ("_parent_id");
  CREATE INDEX "site_settings_group_units_image_idx" ON "site_settings_group_units" USING btree ("image_id");
  CREATE INDEX "site_settings_popup_popup_poster_idx" ON "site_settings" USING btree ("popup_poster_id");
  CREATE INDEX "contact_page_departments_order_idx" ON "contact_page_departments" USING btree ("_order");
  CREATE INDEX "contact_page_departments_parent_id_idx" ON "contact_page_departments" USING btree ("_parent_id");
  CREATE INDEX "department_introduction_image_idx" ON "department_introduction" USING btree ("image_id");
  CREATE INDEX "ielts_options_destinations_order_idx" ON "ielts_options_destinations" USING btree ("_order");
  CREATE INDEX "ielts_options_destinations_parent_id_idx" ON "ielts_options_destinations" USING btree ("_parent_id");
  CREATE INDEX "ielts_options_intakes_order_idx" ON "ielts_options_intakes" USING btree ("_order");
  CREATE INDEX "ielts_options_intakes_parent_id_idx" ON "ielts_options_intakes" USING btree ("_parent_id");
  CREATE INDEX "ielts_options_locations_order_idx" ON "ielts_options_locations" USING btree ("_order");
  CREATE INDEX "ielts_options_locations_parent_id_idx" ON "ielts_options_locations" USING btree ("_parent_id");
  CREATE INDEX "ielts_course_structure_rows_order_idx" ON "ielts_course_structure_rows" USING btree ("_order");
  CREATE INDEX "ielts_course_structure_rows_parent_id_idx" ON "ielts_course_structure_rows" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "exams" CASCADE;
  DROP TABLE "_exams_v" CASCADE;
  DROP TABLE "exam_categories" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "download_categories" CASCADE;
  DROP TABLE "blogs" CASCADE;
  DROP TABLE "_blogs_v" CASCADE;
  DROP TABLE "events_photos" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "_events_v_version_photos" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "slider_items" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "values" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_sister_sites" CASCADE;
  DROP TABLE "site_settings_group_units_links" CASCADE;
  DROP TABLE "site_settings_group_units" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "website_description" CASCADE;
  DROP TABLE "contact_page_departments" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "department_introduction" CASCADE;
  DROP TABLE "ielts_options_destinations" CASCADE;
  DROP TABLE "ielts_options_intakes" CASCADE;
  DROP TABLE "ielts_options_locations" CASCADE;
  DROP TABLE "ielts_options" CASCADE;
  DROP TABLE "ielts_course_structure_rows" CASCADE;
  DROP TABLE "ielts_course_structure" CASCADE;
  DROP TYPE "public"."enum_enquiries_title";
  DROP TYPE "public"."enum_exams_status";
  DROP TYPE "public"."enum__exams_v_version_status";
  DROP TYPE "public"."enum_blogs_status";
  DROP TYPE "public"."enum__blogs_v_version_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_notifications_visibility";
  DROP TYPE "public"."enum_contact_page_departments_key";`)
}
