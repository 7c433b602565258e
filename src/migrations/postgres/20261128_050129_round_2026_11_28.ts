import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_acknowledgement_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_enquiries_acknowledgement_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_reminder_subscriptions_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_reminder_sends_status" AS ENUM('queued', 'sent', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'planReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReminderConfirmation' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReminderEmail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'planReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReminderConfirmation' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReminderEmail' BEFORE 'createCollectionExport';
  CREATE TABLE "exam_venues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"map_link" varchar,
  	"directions" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "practical_guides_post_results_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"fee" numeric,
  	"deadline" varchar
  );
  
  CREATE TABLE "practical_guides_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"exam_id" integer NOT NULL,
  	"arrival" varchar,
  	"release" varchar,
  	"collection" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "practical_guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"ielts" boolean DEFAULT false,
  	"exam_day_arrival" varchar,
  	"exam_day_identity" varchar,
  	"exam_day_bring" varchar,
  	"exam_day_not_allowed" varchar,
  	"results_release" varchar,
  	"results_collection" varchar,
  	"results_certificates" varchar,
  	"post_results_intro" varchar,
  	"policies_refund" varchar,
  	"policies_transfer" varchar,
  	"policies_withdrawal" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "practical_guides_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"exams_id" integer,
  	"exam_venues_id" integer
  );
  
  CREATE TABLE "reminder_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"series_id" integer NOT NULL,
  	"token" varchar NOT NULL,
  	"status" "enum_reminder_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reminder_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"subscription_id" integer NOT NULL,
  	"event" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"status" "enum_reminder_sends_status" DEFAULT 'queued' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "office_hours_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "office_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "reminder_settings_days_before" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" numeric NOT NULL
  );
  
  CREATE TABLE "reminder_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"results_day" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "search_settings_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phrases" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings_popular_searches" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "reference" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "acknowledgement_status" "enum_contact_messages_acknowledgement_status" DEFAULT 'pending';
  ALTER TABLE "contact_messages" ADD COLUMN "acknowledgement_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_messages" ADD COLUMN "acknowledgement_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "acknowledgement_last_error" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "reference" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "acknowledgement_status" "enum_enquiries_acknowledgement_status" DEFAULT 'pending';
  ALTER TABLE "enquiries" ADD COLUMN "acknowledgement_attempts" numeric DEFAULT 0;
  ALTER TABLE "enquiries" ADD COLUMN "acknowledgement_sent_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "acknowledgement_last_error" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exam_venues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "practical_guides_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_sends_id" integer;
  ALTER TABLE "practical_guides_post_results_services" ADD CONSTRAINT "practical_guides_post_results_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."practical_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practical_guides_overrides" ADD CONSTRAINT "practical_guides_overrides_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "practical_guides_overrides" ADD CONSTRAINT "practical_guides_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."practical_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practical_guides_rels" ADD CONSTRAINT "practical_guides_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."practical_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practical_guides_rels" ADD CONSTRAINT "practical_guides_rels_exams_fk" FOREIGN KEY ("exams_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "practical_guides_rels" ADD CONSTRAINT "practical_guides_rels_exam_venues_fk" FOREIGN KEY ("exam_venues_id") REFERENCES "public"."exam_venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reminder_subscriptions" ADD CONSTRAINT "reminder_subscriptions_series_id_exam_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."exam_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_subscription_id_reminder_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."reminder_subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "office_hours_rows" ADD CONSTRAINT "office_hours_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."office_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reminder_settings_days_before" ADD CONSTRAINT "reminder_settings_days_before_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reminder_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_settings_synonyms" ADD CONSTRAINT "search_settings_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_settings_popular_searches" ADD CONSTRAINT "search_settings_popular_searches_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exam_venues_updated_at_idx" ON "exam_venues" USING btree ("updated_at");
  CREATE INDEX "exam_venues_created_at_idx" ON "exam_venues" USING btree ("created_at");
  CREATE INDEX "practical_guides_post_results_services_order_idx" ON "practical_guides_post_results_services" USING btree ("_order");
  CREATE INDEX "practical_guides_post_results_services_parent_id_idx" ON "practical_guides_post_results_services" USING btree ("_parent_id");
  CREATE INDEX "practical_guides_overrides_order_idx" ON "practical_guides_overrides" USING btree ("_order");
  CREATE INDEX "practical_guides_overrides_parent_id_idx" ON "practical_guides_overrides" USING btree ("_parent_id");
  CREATE INDEX "practical_guides_overrides_exam_idx" ON "practical_guides_overrides" USING btree ("exam_id");
  CREATE INDEX "practical_guides_updated_at_idx" ON "practical_guides" USING btree ("updated_at");
  CREATE INDEX "practical_guides_created_at_idx" ON "practical_guides" USING btree ("created_at");
  CREATE INDEX "practical_guides_rels_order_idx" ON "practical_guides_rels" USING btree ("order");
  CREATE INDEX "practical_guides_rels_parent_idx" ON "practical_guides_rels" USING btree ("parent_id");
  CREATE INDEX "practical_guides_rels_path_idx" ON "practical_guides_rels" USING btree ("path");
  CREATE INDEX "practical_guides_rels_exams_id_idx" ON "practical_guides_rels" USING btree ("exams_id");
  CREATE INDEX "practical_guides_rels_exam_venues_id_idx" ON "practical_guides_rels" USING btree ("exam_venues_id");
  CREATE INDEX "reminder_subscriptions_email_idx" ON "reminder_subscriptions" USING btree ("email");
  CREATE INDEX "reminder_subscriptions_series_idx" ON "reminder_subscriptions" USING btree ("series_id");
  CREATE UNIQUE INDEX "reminder_subscriptions_token_idx" ON "reminder_subscriptions" USING btree ("token");
  CREATE INDEX "reminder_subscriptions_status_idx" ON "reminder_subscriptions" USING btree ("status");
  CREATE INDEX "reminder_subscriptions_updated_at_idx" ON "reminder_subscriptions" USING btree ("updated_at");
  CREATE INDEX "reminder_subscriptions_created_at_idx" ON "reminder_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "reminder_sends_key_idx" ON "reminder_sends" USING btree ("key");
  CREATE INDEX "reminder_sends_subscription_idx" ON "reminder_sends" USING btree ("subscription_id");
  CREATE INDEX "reminder_sends_updated_at_idx" ON "reminder_sends" USING btree ("updated_at");
  CREATE INDEX "reminder_sends_created_at_idx" ON "reminder_sends" USING btree ("created_at");
  CREATE INDEX "office_hours_rows_order_idx" ON "office_hours_rows" USING btree ("_order");
  CREATE INDEX "office_hours_rows_parent_id_idx" ON "office_hours_rows" USING btree ("_parent_id");
  CREATE INDEX "reminder_settings_days_before_order_idx" ON "reminder_settings_days_before" USING btree ("_order");
  CREATE INDEX "reminder_settings_days_before_parent_id_idx" ON "reminder_settings_days_before" USING btree ("_parent_id");
  CREATE INDEX "search_settings_synonyms_order_idx" ON "search_settings_synonyms" USING btree ("_order");
  CREATE INDEX "search_settings_synonyms_parent_id_idx" ON "search_settings_synonyms" USING btree ("_parent_id");
  CREATE INDEX "search_settings_popular_searches_order_idx" ON "search_settings_popular_searches" USING btree ("_order");
  CREATE INDEX "search_settings_popular_searches_parent_id_idx" ON "search_settings_popular_searches" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exam_venues_fk" FOREIGN KEY ("exam_venues_id") REFERENCES "public"."exam_venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_practical_guides_fk" FOREIGN KEY ("practical_guides_id") REFERENCES "public"."practical_guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_subscriptions_fk" FOREIGN KEY ("reminder_subscriptions_id") REFERENCES "public"."reminder_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_sends_fk" FOREIGN KEY ("reminder_sends_id") REFERENCES "public"."reminder_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "contact_messages_reference_idx" ON "contact_messages" USING btree ("reference");
  CREATE INDEX "contact_messages_acknowledgement_acknowledgement_status_idx" ON "contact_messages" USING btree ("acknowledgement_status");
  CREATE INDEX "handled_createdAt_idx" ON "contact_messages" USING btree ("handled","created_at");
  CREATE UNIQUE INDEX "enquiries_reference_idx" ON "enquiries" USING btree ("reference");
  CREATE INDEX "enquiries_acknowledgement_acknowledgement_status_idx" ON "enquiries" USING btree ("acknowledgement_status");
  CREATE INDEX "handled_createdAt_1_idx" ON "enquiries" USING btree ("handled","created_at");
  CREATE INDEX "payload_locked_documents_rels_exam_venues_id_idx" ON "payload_locked_documents_rels" USING btree ("exam_venues_id");
  CREATE INDEX "payload_locked_documents_rels_practical_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("practical_guides_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_sends_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exam_venues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practical_guides_post_results_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practical_guides_overrides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practical_guides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "practical_guides_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "office_hours_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "office_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_settings_days_before" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings_popular_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exam_venues" CASCADE;
  DROP TABLE "practical_guides_post_results_services" CASCADE;
  DROP TABLE "practical_guides_overrides" CASCADE;
  DROP TABLE "practical_guides" CASCADE;
  DROP TABLE "practical_guides_rels" CASCADE;
  DROP TABLE "reminder_subscriptions" CASCADE;
  DROP TABLE "reminder_sends" CASCADE;
  DROP TABLE "office_hours_rows" CASCADE;
  DROP TABLE "office_hours" CASCADE;
  DROP TABLE "reminder_settings_days_before" CASCADE;
  DROP TABLE "reminder_settings" CASCADE;
  DROP TABLE "search_settings_synonyms" CASCADE;
  DROP TABLE "search_settings_popular_searches" CASCADE;
  DROP TABLE "search_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exam_venues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_practical_guides_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_sends_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendNotificationEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendNotificationEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contact_messages_reference_idx";
  DROP INDEX "contact_messages_acknowledgement_acknowledgement_status_idx";
  DROP INDEX "handled_createdAt_idx";
  DROP INDEX "enquiries_reference_idx";
  DROP INDEX "enquiries_acknowledgement_acknowledgement_status_idx";
  DROP INDEX "handled_createdAt_1_idx";
  DROP INDEX "payload_locked_documents_rels_exam_venues_id_idx";
  DROP INDEX "payload_locked_documents_rels_practical_guides_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_sends_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "reference";
  ALTER TABLE "contact_messages" DROP COLUMN "acknowledgement_status";
  ALTER TABLE "contact_messages" DROP COLUMN "acknowledgement_attempts";
  ALTER TABLE "contact_messages" DROP COLUMN "acknowledgement_sent_at";
  ALTER TABLE "contact_messages" DROP COLUMN "acknowledgement_last_error";
  ALTER TABLE "enquiries" DROP COLUMN "reference";
  ALTER TABLE "enquiries" DROP COLUMN "acknowledgement_status";
  ALTER TABLE "enquiries" DROP COLUMN "acknowledgement_attempts";
  ALTER TABLE "enquiries" DROP COLUMN "acknowledgement_sent_at";
  ALTER TABLE "enquiries" DROP COLUMN "acknowledgement_last_error";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exam_venues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "practical_guides_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_sends_id";
  DROP TYPE "public"."enum_contact_messages_acknowledgement_status";
  DROP TYPE "public"."enum_enquiries_acknowledgement_status";
  DROP TYPE "public"."enum_reminder_subscriptions_status";
  DROP TYPE "public"."enum_reminder_sends_status";`)
}
