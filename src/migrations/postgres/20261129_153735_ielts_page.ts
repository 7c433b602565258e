import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ielts_page_reasons_icon" AS ENUM('users', 'graduation-cap', 'clipboard-check', 'laptop', 'book-open', 'home', 'briefcase', 'award', 'globe', 'star');
  CREATE TYPE "public"."enum_ielts_page_uses_icon" AS ENUM('users', 'graduation-cap', 'clipboard-check', 'laptop', 'book-open', 'home', 'briefcase', 'award', 'globe', 'star');
  CREATE TYPE "public"."enum_ielts_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__ielts_page_v_version_reasons_icon" AS ENUM('users', 'graduation-cap', 'clipboard-check', 'laptop', 'book-open', 'home', 'briefcase', 'award', 'globe', 'star');
  CREATE TYPE "public"."enum__ielts_page_v_version_uses_icon" AS ENUM('users', 'graduation-cap', 'clipboard-check', 'laptop', 'book-open', 'home', 'briefcase', 'award', 'globe', 'star');
  CREATE TYPE "public"."enum__ielts_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "ielts_page_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_ielts_page_reasons_icon" DEFAULT 'star',
  	"text" varchar,
  	"points" varchar
  );
  
  CREATE TABLE "ielts_page_uses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_ielts_page_uses_icon" DEFAULT 'star',
  	"text" varchar
  );
  
  CREATE TABLE "ielts_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tagline" varchar DEFAULT 'Reach your target band score with expert trainers, a course format that fits your life and support right up to test day.',
  	"reasons_intro" varchar DEFAULT 'Everything you need to prepare with confidence, from your first class to your registration.',
  	"about_intro" varchar DEFAULT 'IELTS, the International English Language Testing System, measures how well you listen, read, write and speak in English. It comes in two versions: Academic and General Training.',
  	"recognition_figure" varchar DEFAULT '11,000+',
  	"recognition_emphasis" varchar DEFAULT '11,000 organisations',
  	"recognition_text" varchar DEFAULT 'IELTS is recognised by over 11,000 organisations around the world.',
  	"courses_intro" varchar DEFAULT 'Three ways to prepare. Compare the course fee, number of sessions, class size and what is included. The IELTS test fee is separate: see the test dates and test fees below.',
  	"test_fee_note" varchar DEFAULT 'The test fee pays for the IELTS test itself and is not part of our course fees above; you pay it when you book a test day.',
  	"enquiry_intro" varchar DEFAULT 'Tell us which course interests you, where you plan to study or work and when. Our IELTS team will reply within one working day.',
  	"_status" "enum_ielts_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_ielts_page_v_version_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__ielts_page_v_version_reasons_icon" DEFAULT 'star',
  	"text" varchar,
  	"points" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ielts_page_v_version_uses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__ielts_page_v_version_uses_icon" DEFAULT 'star',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ielts_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_tagline" varchar DEFAULT 'Reach your target band score with expert trainers, a course format that fits your life and support right up to test day.',
  	"version_reasons_intro" varchar DEFAULT 'Everything you need to prepare with confidence, from your first class to your registration.',
  	"version_about_intro" varchar DEFAULT 'IELTS, the International English Language Testing System, measures how well you listen, read, write and speak in English. It comes in two versions: Academic and General Training.',
  	"version_recognition_figure" varchar DEFAULT '11,000+',
  	"version_recognition_emphasis" varchar DEFAULT '11,000 organisations',
  	"version_recognition_text" varchar DEFAULT 'IELTS is recognised by over 11,000 organisations around the world.',
  	"version_courses_intro" varchar DEFAULT 'Three ways to prepare. Compare the course fee, number of sessions, class size and what is included. The IELTS test fee is separate: see the test dates and test fees below.',
  	"version_test_fee_note" varchar DEFAULT 'The test fee pays for the IELTS test itself and is not part of our course fees above; you pay it when you book a test day.',
  	"version_enquiry_intro" varchar DEFAULT 'Tell us which course interests you, where you plan to study or work and when. Our IELTS team will reply within one working day.',
  	"version__status" "enum__ielts_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "ielts_page_reasons" ADD CONSTRAINT "ielts_page_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ielts_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ielts_page_uses" ADD CONSTRAINT "ielts_page_uses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ielts_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ielts_page_v_version_reasons" ADD CONSTRAINT "_ielts_page_v_version_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ielts_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ielts_page_v_version_uses" ADD CONSTRAINT "_ielts_page_v_version_uses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ielts_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ielts_page_reasons_order_idx" ON "ielts_page_reasons" USING btree ("_order");
  CREATE INDEX "ielts_page_reasons_parent_id_idx" ON "ielts_page_reasons" USING btree ("_parent_id");
  CREATE INDEX "ielts_page_uses_order_idx" ON "ielts_page_uses" USING btree ("_order");
  CREATE INDEX "ielts_page_uses_parent_id_idx" ON "ielts_page_uses" USING btree ("_parent_id");
  CREATE INDEX "ielts_page__status_idx" ON "ielts_page" USING btree ("_status");
  CREATE INDEX "_ielts_page_v_version_reasons_order_idx" ON "_ielts_page_v_version_reasons" USING btree ("_order");
  CREATE INDEX "_ielts_page_v_version_reasons_parent_id_idx" ON "_ielts_page_v_version_reasons" USING btree ("_parent_id");
  CREATE INDEX "_ielts_page_v_version_uses_order_idx" ON "_ielts_page_v_version_uses" USING btree ("_order");
  CREATE INDEX "_ielts_page_v_version_uses_parent_id_idx" ON "_ielts_page_v_version_uses" USING btree ("_parent_id");
  CREATE INDEX "_ielts_page_v_version_version__status_idx" ON "_ielts_page_v" USING btree ("version__status");
  CREATE INDEX "_ielts_page_v_created_at_idx" ON "_ielts_page_v" USING btree ("created_at");
  CREATE INDEX "_ielts_page_v_updated_at_idx" ON "_ielts_page_v" USING btree ("updated_at");
  CREATE INDEX "_ielts_page_v_latest_idx" ON "_ielts_page_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "ielts_page_reasons" CASCADE;
  DROP TABLE "ielts_page_uses" CASCADE;
  DROP TABLE "ielts_page" CASCADE;
  DROP TABLE "_ielts_page_v_version_reasons" CASCADE;
  DROP TABLE "_ielts_page_v_version_uses" CASCADE;
  DROP TABLE "_ielts_page_v" CASCADE;
  DROP TYPE "public"."enum_ielts_page_reasons_icon";
  DROP TYPE "public"."enum_ielts_page_uses_icon";
  DROP TYPE "public"."enum_ielts_page_status";
  DROP TYPE "public"."enum__ielts_page_v_version_reasons_icon";
  DROP TYPE "public"."enum__ielts_page_v_version_uses_icon";
  DROP TYPE "public"."enum__ielts_page_v_version_status";`)
}
