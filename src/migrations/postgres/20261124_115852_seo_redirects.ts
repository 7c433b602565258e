import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('308', '307');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '308' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blogs_id" integer,
  	"events_id" integer,
  	"exams_id" integer
  );
  
  CREATE TABLE "page_seo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_meta_title" varchar,
  	"home_meta_description" varchar,
  	"home_meta_image_id" integer,
  	"about_us_meta_title" varchar,
  	"about_us_meta_description" varchar,
  	"about_us_meta_image_id" integer,
  	"ielts_meta_title" varchar,
  	"ielts_meta_description" varchar,
  	"ielts_meta_image_id" integer,
  	"pte_contact_meta_title" varchar,
  	"pte_contact_meta_description" varchar,
  	"pte_contact_meta_image_id" integer,
  	"centre_for_school_excellence_meta_title" varchar,
  	"centre_for_school_excellence_meta_description" varchar,
  	"centre_for_school_excellence_meta_image_id" integer,
  	"blogs_meta_title" varchar,
  	"blogs_meta_description" varchar,
  	"blogs_meta_image_id" integer,
  	"gallery_meta_title" varchar,
  	"gallery_meta_description" varchar,
  	"gallery_meta_image_id" integer,
  	"blogs_and_gallery_meta_title" varchar,
  	"blogs_and_gallery_meta_description" varchar,
  	"blogs_and_gallery_meta_image_id" integer,
  	"contact_us_meta_title" varchar,
  	"contact_us_meta_description" varchar,
  	"contact_us_meta_image_id" integer,
  	"department_introduction_meta_title" varchar,
  	"department_introduction_meta_description" varchar,
  	"department_introduction_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "exams" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "exams" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "exams" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_exams_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_exams_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_exams_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "blogs" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "blogs" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "blogs" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_blogs_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "events" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "events" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "events" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_exams_fk" FOREIGN KEY ("exams_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_home_meta_image_id_media_id_fk" FOREIGN KEY ("home_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_about_us_meta_image_id_media_id_fk" FOREIGN KEY ("about_us_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_ielts_meta_image_id_media_id_fk" FOREIGN KEY ("ielts_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_pte_contact_meta_image_id_media_id_fk" FOREIGN KEY ("pte_contact_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_centre_for_school_excellence_meta_image_id_media_id_fk" FOREIGN KEY ("centre_for_school_excellence_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_blogs_meta_image_id_media_id_fk" FOREIGN KEY ("blogs_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_gallery_meta_image_id_media_id_fk" FOREIGN KEY ("gallery_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_blogs_and_gallery_meta_image_id_media_id_fk" FOREIGN KEY ("blogs_and_gallery_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_contact_us_meta_image_id_media_id_fk" FOREIGN KEY ("contact_us_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_department_introduction_meta_image_id_media_id_fk" FOREIGN KEY ("department_introduction_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_blogs_id_idx" ON "redirects_rels" USING btree ("blogs_id");
  CREATE INDEX "redirects_rels_events_id_idx" ON "redirects_rels" USING btree ("events_id");
  CREATE INDEX "redirects_rels_exams_id_idx" ON "redirects_rels" USING btree ("exams_id");
  CREATE INDEX "page_seo_home_meta_home_meta_image_idx" ON "page_seo" USING btree ("home_meta_image_id");
  CREATE INDEX "page_seo_about_us_meta_about_us_meta_image_idx" ON "page_seo" USING btree ("about_us_meta_image_id");
  CREATE INDEX "page_seo_ielts_meta_ielts_meta_image_idx" ON "page_seo" USING btree ("ielts_meta_image_id");
  CREATE INDEX "page_seo_pte_contact_meta_pte_contact_meta_image_idx" ON "page_seo" USING btree ("pte_contact_meta_image_id");
  CREATE INDEX "page_seo_centre_for_school_excellence_meta_centre_for_sc_idx" ON "page_seo" USING btree ("centre_for_school_excellence_meta_image_id");
  CREATE INDEX "page_seo_blogs_meta_blogs_meta_image_idx" ON "page_seo" USING btree ("blogs_meta_image_id");
  CREATE INDEX "page_seo_gallery_meta_gallery_meta_image_idx" ON "page_seo" USING btree ("gallery_meta_image_id");
  CREATE INDEX "page_seo_blogs_and_gallery_meta_blogs_and_gallery_meta_i_idx" ON "page_seo" USING btree ("blogs_and_gallery_meta_image_id");
  CREATE INDEX "page_seo_contact_us_meta_contact_us_meta_image_idx" ON "page_seo" USING btree ("contact_us_meta_image_id");
  CREATE INDEX "page_seo_department_introduction_meta_department_introdu_idx" ON "page_seo" USING btree ("department_introduction_meta_image_id");
  ALTER TABLE "exams" ADD CONSTRAINT "exams_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exams_v" ADD CONSTRAINT "_exams_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exams_meta_meta_image_idx" ON "exams" USING btree ("meta_image_id");
  CREATE INDEX "_exams_v_version_meta_version_meta_image_idx" ON "_exams_v" USING btree ("version_meta_image_id");
  CREATE INDEX "blogs_meta_meta_image_idx" ON "blogs" USING btree ("meta_image_id");
  CREATE INDEX "_blogs_v_version_meta_version_meta_image_idx" ON "_blogs_v" USING btree ("version_meta_image_id");
  CREATE INDEX "events_meta_meta_image_idx" ON "events" USING btree ("meta_image_id");
  CREATE INDEX "_events_v_version_meta_version_meta_image_idx" ON "_events_v" USING btree ("version_meta_image_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_seo" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "page_seo" CASCADE;
  ALTER TABLE "exams" DROP CONSTRAINT "exams_meta_image_id_media_id_fk";
  
  ALTER TABLE "_exams_v" DROP CONSTRAINT "_exams_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "blogs" DROP CONSTRAINT "blogs_meta_image_id_media_id_fk";
  
  ALTER TABLE "_blogs_v" DROP CONSTRAINT "_blogs_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_meta_image_id_media_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "exams_meta_meta_image_idx";
  DROP INDEX "_exams_v_version_meta_version_meta_image_idx";
  DROP INDEX "blogs_meta_meta_image_idx";
  DROP INDEX "_blogs_v_version_meta_version_meta_image_idx";
  DROP INDEX "events_meta_meta_image_idx";
  DROP INDEX "_events_v_version_meta_version_meta_image_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "exams" DROP COLUMN "meta_title";
  ALTER TABLE "exams" DROP COLUMN "meta_description";
  ALTER TABLE "exams" DROP COLUMN "meta_image_id";
  ALTER TABLE "_exams_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_exams_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_exams_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "blogs" DROP COLUMN "meta_title";
  ALTER TABLE "blogs" DROP COLUMN "meta_description";
  ALTER TABLE "blogs" DROP COLUMN "meta_image_id";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_blogs_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "events" DROP COLUMN "meta_title";
  ALTER TABLE "events" DROP COLUMN "meta_description";
  ALTER TABLE "events" DROP COLUMN "meta_image_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
