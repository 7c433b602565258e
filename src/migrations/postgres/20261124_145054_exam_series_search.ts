import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exam_series_fees_per" AS ENUM('subject', 'unit', 'test', 'candidate');
  CREATE TYPE "public"."enum_exam_series_test" AS ENUM('exam', 'ielts');
  CREATE TYPE "public"."enum_exam_series_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exam_series_v_version_fees_per" AS ENUM('subject', 'unit', 'test', 'candidate');
  CREATE TYPE "public"."enum__exam_series_v_version_test" AS ENUM('exam', 'ielts');
  CREATE TYPE "public"."enum__exam_series_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "exams_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "_exams_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "exam_series_late_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"deadline" timestamp(3) with time zone,
  	"surcharge" numeric,
  	"label" varchar
  );
  
  CREATE TABLE "exam_series_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"amount" numeric,
  	"per" "enum_exam_series_fees_per" DEFAULT 'subject'
  );
  
  CREATE TABLE "exam_series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"test" "enum_exam_series_test" DEFAULT 'exam',
  	"exam_id" integer,
  	"name" varchar,
  	"entries_open" timestamp(3) with time zone,
  	"standard_deadline" timestamp(3) with time zone,
  	"deadline_time" varchar,
  	"exam_window_first_paper" timestamp(3) with time zone,
  	"exam_window_last_paper" timestamp(3) with time zone,
  	"results_day" timestamp(3) with time zone,
  	"notes" varchar,
  	"fees_checked_on" timestamp(3) with time zone,
  	"calendar_sequences" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_exam_series_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_exam_series_v_version_late_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"deadline" timestamp(3) with time zone,
  	"surcharge" numeric,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exam_series_v_version_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"amount" numeric,
  	"per" "enum__exam_series_v_version_fees_per" DEFAULT 'subject',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exam_series_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_test" "enum__exam_series_v_version_test" DEFAULT 'exam',
  	"version_exam_id" integer,
  	"version_name" varchar,
  	"version_entries_open" timestamp(3) with time zone,
  	"version_standard_deadline" timestamp(3) with time zone,
  	"version_deadline_time" varchar,
  	"version_exam_window_first_paper" timestamp(3) with time zone,
  	"version_exam_window_last_paper" timestamp(3) with time zone,
  	"version_results_day" timestamp(3) with time zone,
  	"version_notes" varchar,
  	"version_fees_checked_on" timestamp(3) with time zone,
  	"version_calendar_sequences" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__exam_series_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "search" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"priority" numeric,
  	"path" varchar,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blogs_id" integer,
  	"exams_id" integer,
  	"events_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exam_series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_id" integer;
  ALTER TABLE "contact_page_departments" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "_contact_page_v_version_departments" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "exams_questions" ADD CONSTRAINT "exams_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exams_v_version_questions" ADD CONSTRAINT "_exams_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exams_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_series_late_entries" ADD CONSTRAINT "exam_series_late_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_series_fees" ADD CONSTRAINT "exam_series_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exam_series" ADD CONSTRAINT "exam_series_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exam_series_v_version_late_entries" ADD CONSTRAINT "_exam_series_v_version_late_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exam_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exam_series_v_version_fees" ADD CONSTRAINT "_exam_series_v_version_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exam_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exam_series_v" ADD CONSTRAINT "_exam_series_v_parent_id_exam_series_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exam_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exam_series_v" ADD CONSTRAINT "_exam_series_v_version_exam_id_exams_id_fk" FOREIGN KEY ("version_exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_exams_fk" FOREIGN KEY ("exams_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_rels" ADD CONSTRAINT "search_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exams_questions_order_idx" ON "exams_questions" USING btree ("_order");
  CREATE INDEX "exams_questions_parent_id_idx" ON "exams_questions" USING btree ("_parent_id");
  CREATE INDEX "_exams_v_version_questions_order_idx" ON "_exams_v_version_questions" USING btree ("_order");
  CREATE INDEX "_exams_v_version_questions_parent_id_idx" ON "_exams_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "exam_series_late_entries_order_idx" ON "exam_series_late_entries" USING btree ("_order");
  CREATE INDEX "exam_series_late_entries_parent_id_idx" ON "exam_series_late_entries" USING btree ("_parent_id");
  CREATE INDEX "exam_series_fees_order_idx" ON "exam_series_fees" USING btree ("_order");
  CREATE INDEX "exam_series_fees_parent_id_idx" ON "exam_series_fees" USING btree ("_parent_id");
  CREATE INDEX "exam_series_exam_idx" ON "exam_series" USING btree ("exam_id");
  CREATE INDEX "exam_series_standard_deadline_idx" ON "exam_series" USING btree ("standard_deadline");
  CREATE INDEX "exam_series_exam_window_exam_window_first_paper_idx" ON "exam_series" USING btree ("exam_window_first_paper");
  CREATE INDEX "exam_series_updated_at_idx" ON "exam_series" USING btree ("updated_at");
  CREATE INDEX "exam_series_created_at_idx" ON "exam_series" USING btree ("created_at");
  CREATE INDEX "exam_series__status_idx" ON "exam_series" USING btree ("_status");
  CREATE INDEX "_exam_series_v_version_late_entries_order_idx" ON "_exam_series_v_version_late_entries" USING btree ("_order");
  CREATE INDEX "_exam_series_v_version_late_entries_parent_id_idx" ON "_exam_series_v_version_late_entries" USING btree ("_parent_id");
  CREATE INDEX "_exam_series_v_version_fees_order_idx" ON "_exam_series_v_version_fees" USING btree ("_order");
  CREATE INDEX "_exam_series_v_version_fees_parent_id_idx" ON "_exam_series_v_version_fees" USING btree ("_parent_id");
  CREATE INDEX "_exam_series_v_parent_idx" ON "_exam_series_v" USING btree ("parent_id");
  CREATE INDEX "_exam_series_v_version_version_exam_idx" ON "_exam_series_v" USING btree ("version_exam_id");
  CREATE INDEX "_exam_series_v_version_version_standard_deadline_idx" ON "_exam_series_v" USING btree ("version_standard_deadline");
  CREATE INDEX "_exam_series_v_version_exam_window_version_exam_window_f_idx" ON "_exam_series_v" USING btree ("version_exam_window_first_paper");
  CREATE INDEX "_exam_series_v_version_version_updated_at_idx" ON "_exam_series_v" USING btree ("version_updated_at");
  CREATE INDEX "_exam_series_v_version_version_created_at_idx" ON "_exam_series_v" USING btree ("version_created_at");
  CREATE INDEX "_exam_series_v_version_version__status_idx" ON "_exam_series_v" USING btree ("version__status");
  CREATE INDEX "_exam_series_v_created_at_idx" ON "_exam_series_v" USING btree ("created_at");
  CREATE INDEX "_exam_series_v_updated_at_idx" ON "_exam_series_v" USING btree ("updated_at");
  CREATE INDEX "_exam_series_v_latest_idx" ON "_exam_series_v" USING btree ("latest");
  CREATE INDEX "search_updated_at_idx" ON "search" USING btree ("updated_at");
  CREATE INDEX "search_created_at_idx" ON "search" USING btree ("created_at");
  CREATE INDEX "search_rels_order_idx" ON "search_rels" USING btree ("order");
  CREATE INDEX "search_rels_parent_idx" ON "search_rels" USING btree ("parent_id");
  CREATE INDEX "search_rels_path_idx" ON "search_rels" USING btree ("path");
  CREATE INDEX "search_rels_blogs_id_idx" ON "search_rels" USING btree ("blogs_id");
  CREATE INDEX "search_rels_exams_id_idx" ON "search_rels" USING btree ("exams_id");
  CREATE INDEX "search_rels_events_id_idx" ON "search_rels" USING btree ("events_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exam_series_fk" FOREIGN KEY ("exam_series_id") REFERENCES "public"."exam_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_exam_series_id_idx" ON "payload_locked_documents_rels" USING btree ("exam_series_id");
  CREATE INDEX "payload_locked_documents_rels_search_id_idx" ON "payload_locked_documents_rels" USING btree ("search_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exams_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exams_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_series_late_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_series_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exam_series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exam_series_v_version_late_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exam_series_v_version_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exam_series_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exams_questions" CASCADE;
  DROP TABLE "_exams_v_version_questions" CASCADE;
  DROP TABLE "exam_series_late_entries" CASCADE;
  DROP TABLE "exam_series_fees" CASCADE;
  DROP TABLE "exam_series" CASCADE;
  DROP TABLE "_exam_series_v_version_late_entries" CASCADE;
  DROP TABLE "_exam_series_v_version_fees" CASCADE;
  DROP TABLE "_exam_series_v" CASCADE;
  DROP TABLE "search" CASCADE;
  DROP TABLE "search_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exam_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_fk";
  
  DROP INDEX "payload_locked_documents_rels_exam_series_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exam_series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_id";
  ALTER TABLE "contact_page_departments" DROP COLUMN "whatsapp";
  ALTER TABLE "_contact_page_v_version_departments" DROP COLUMN "whatsapp";
  DROP TYPE "public"."enum_exam_series_fees_per";
  DROP TYPE "public"."enum_exam_series_test";
  DROP TYPE "public"."enum_exam_series_status";
  DROP TYPE "public"."enum__exam_series_v_version_fees_per";
  DROP TYPE "public"."enum__exam_series_v_version_test";
  DROP TYPE "public"."enum__exam_series_v_version_status";`)
}
