import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_class_intakes_course" AS ENUM('ielts', 'pte');
  CREATE TYPE "public"."enum_class_intakes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__class_intakes_v_version_course" AS ENUM('ielts', 'pte');
  CREATE TYPE "public"."enum__class_intakes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_entries_kind" AS ENUM('exam', 'class');
  CREATE TYPE "public"."enum_entries_status" AS ENUM('awaiting-payment', 'slip-to-check', 'paid', 'entered', 'waiting-list', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_entries_payment_method" AS ENUM('card', 'bank');
  CREATE TYPE "public"."enum_entries_candidate_gender" AS ENUM('F', 'M');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('card', 'bank');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'paid', 'cancelled', 'failed', 'charged-back', 'refunded', 'rejected');
  CREATE TYPE "public"."enum_payment_notifications_state" AS ENUM('claimed', 'done');
  CREATE TYPE "public"."enum_entry_files_purpose" AS ENUM('bank-slip', 'access-arrangements');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'entries';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEntryEmail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'anonymiseEntries' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEntryEmail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'anonymiseEntries' BEFORE 'createCollectionExport';
  CREATE TABLE "exam_series_online_entry_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"title" varchar,
  	"option" varchar,
  	"fee" numeric
  );
  
  CREATE TABLE "_exam_series_v_version_online_entry_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"title" varchar,
  	"option" varchar,
  	"fee" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "class_intakes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course" "enum_class_intakes_course",
  	"title" varchar,
  	"location" varchar,
  	"start_date" timestamp(3) with time zone,
  	"booking_closes" timestamp(3) with time zone,
  	"schedule" varchar,
  	"fee" numeric,
  	"capacity" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_class_intakes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_class_intakes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_course" "enum__class_intakes_v_version_course",
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_start_date" timestamp(3) with time zone,
  	"version_booking_closes" timestamp(3) with time zone,
  	"version_schedule" varchar,
  	"version_fee" numeric,
  	"version_capacity" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__class_intakes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "entries_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"title" varchar NOT NULL,
  	"option" varchar
  );
  
  CREATE TABLE "entries_fee_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "entries_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"what" varchar NOT NULL,
  	"by" varchar
  );
  
  CREATE TABLE "entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"kind" "enum_entries_kind" NOT NULL,
  	"series_id" integer,
  	"intake_id" integer,
  	"status" "enum_entries_status" DEFAULT 'awaiting-payment' NOT NULL,
  	"payment_method" "enum_entries_payment_method",
  	"candidate_full_name" varchar NOT NULL,
  	"candidate_date_of_birth" varchar,
  	"candidate_gender" "enum_entries_candidate_gender",
  	"candidate_id_number" varchar,
  	"candidate_previous_candidate_number" varchar,
  	"candidate_school" varchar,
  	"candidate_email" varchar NOT NULL,
  	"candidate_mobile" varchar,
  	"access_arrangements_requested" boolean DEFAULT false,
  	"access_arrangements_details" varchar,
  	"access_arrangements_document_id" integer,
  	"fee_total" numeric NOT NULL,
  	"fee_currency" varchar DEFAULT 'LKR',
  	"fee_stage" varchar,
  	"fee_held_until" timestamp(3) with time zone,
  	"seat_number" numeric,
  	"consent_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"anonymised_at" timestamp(3) with time zone,
  	"status_token_hash" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"method" "enum_payments_method" NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'pending' NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'LKR' NOT NULL,
  	"order_id" varchar NOT NULL,
  	"gateway_payment_id" varchar,
  	"slip_id" integer,
  	"confirmed_by_id" integer,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"payment_id" integer NOT NULL,
  	"status_code" varchar NOT NULL,
  	"gateway_payment_id" varchar,
  	"amount" varchar,
  	"currency" varchar,
  	"method" varchar,
  	"state" "enum_payment_notifications_state" DEFAULT 'claimed' NOT NULL,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "entry_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_entry_files_purpose" NOT NULL,
  	"prefix" varchar DEFAULT 'entry-files',
  	"_objectkey" varchar,
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
  
  CREATE TABLE "entry_access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"user_id" integer NOT NULL,
  	"entry_id" integer,
  	"action" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "entry_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hold_hours" numeric DEFAULT 48,
  	"centre_fee" numeric DEFAULT 0,
  	"bank_account_name" varchar,
  	"bank_account_number" varchar,
  	"bank_bank_name" varchar,
  	"consent_text" varchar,
  	"anonymise_after_days" numeric DEFAULT 365,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "exam_series" ADD COLUMN "online_entry_open" boolean DEFAULT false;
  ALTER TABLE "_exam_series_v" ADD COLUMN "version_online_entry_open" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "class_intakes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entry_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entry_access_log_id" integer;
  ALTER TABLE "exam_series_online_entry_subjects" ADD CONSTRAINT "exam_series_online_entry_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exam_series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exam_series_v_version_online_entry_subjects" ADD CONSTRAINT "_exam_series_v_version_online_entry_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exam_series_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_class_intakes_v" ADD CONSTRAINT "_class_intakes_v_parent_id_class_intakes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."class_intakes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries_choices" ADD CONSTRAINT "entries_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "entries_fee_items" ADD CONSTRAINT "entries_fee_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "entries_history" ADD CONSTRAINT "entries_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_series_id_exam_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."exam_series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_intake_id_class_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."class_intakes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_access_arrangements_document_id_entry_files_id_fk" FOREIGN KEY ("access_arrangements_document_id") REFERENCES "public"."entry_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_id_entry_files_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."entry_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entry_access_log" ADD CONSTRAINT "entry_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entry_access_log" ADD CONSTRAINT "entry_access_log_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "exam_series_online_entry_subjects_order_idx" ON "exam_series_online_entry_subjects" USING btree ("_order");
  CREATE INDEX "exam_series_online_entry_subjects_parent_id_idx" ON "exam_series_online_entry_subjects" USING btree ("_parent_id");
  CREATE INDEX "_exam_series_v_version_online_entry_subjects_order_idx" ON "_exam_series_v_version_online_entry_subjects" USING btree ("_order");
  CREATE INDEX "_exam_series_v_version_online_entry_subjects_parent_id_idx" ON "_exam_series_v_version_online_entry_subjects" USING btree ("_parent_id");
  CREATE INDEX "class_intakes_course_idx" ON "class_intakes" USING btree ("course");
  CREATE INDEX "class_intakes_start_date_idx" ON "class_intakes" USING btree ("start_date");
  CREATE INDEX "class_intakes_updated_at_idx" ON "class_intakes" USING btree ("updated_at");
  CREATE INDEX "class_intakes_created_at_idx" ON "class_intakes" USING btree ("created_at");
  CREATE INDEX "class_intakes__status_idx" ON "class_intakes" USING btree ("_status");
  CREATE INDEX "_class_intakes_v_parent_idx" ON "_class_intakes_v" USING btree ("parent_id");
  CREATE INDEX "_class_intakes_v_version_version_course_idx" ON "_class_intakes_v" USING btree ("version_course");
  CREATE INDEX "_class_intakes_v_version_version_start_date_idx" ON "_class_intakes_v" USING btree ("version_start_date");
  CREATE INDEX "_class_intakes_v_version_version_updated_at_idx" ON "_class_intakes_v" USING btree ("version_updated_at");
  CREATE INDEX "_class_intakes_v_version_version_created_at_idx" ON "_class_intakes_v" USING btree ("version_created_at");
  CREATE INDEX "_class_intakes_v_version_version__status_idx" ON "_class_intakes_v" USING btree ("version__status");
  CREATE INDEX "_class_intakes_v_created_at_idx" ON "_class_intakes_v" USING btree ("created_at");
  CREATE INDEX "_class_intakes_v_updated_at_idx" ON "_class_intakes_v" USING btree ("updated_at");
  CREATE INDEX "_class_intakes_v_latest_idx" ON "_class_intakes_v" USING btree ("latest");
  CREATE INDEX "entries_choices_order_idx" ON "entries_choices" USING btree ("_order");
  CREATE INDEX "entries_choices_parent_id_idx" ON "entries_choices" USING btree ("_parent_id");
  CREATE INDEX "entries_fee_items_order_idx" ON "entries_fee_items" USING btree ("_order");
  CREATE INDEX "entries_fee_items_parent_id_idx" ON "entries_fee_items" USING btree ("_parent_id");
  CREATE INDEX "entries_history_order_idx" ON "entries_history" USING btree ("_order");
  CREATE INDEX "entries_history_parent_id_idx" ON "entries_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "entries_reference_idx" ON "entries" USING btree ("reference");
  CREATE INDEX "entries_series_idx" ON "entries" USING btree ("series_id");
  CREATE INDEX "entries_intake_idx" ON "entries" USING btree ("intake_id");
  CREATE INDEX "entries_status_idx" ON "entries" USING btree ("status");
  CREATE INDEX "entries_access_arrangements_access_arrangements_document_idx" ON "entries" USING btree ("access_arrangements_document_id");
  CREATE UNIQUE INDEX "entries_status_token_hash_idx" ON "entries" USING btree ("status_token_hash");
  CREATE UNIQUE INDEX "entries_idempotency_key_idx" ON "entries" USING btree ("idempotency_key");
  CREATE INDEX "entries_updated_at_idx" ON "entries" USING btree ("updated_at");
  CREATE INDEX "entries_created_at_idx" ON "entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "intake_seatNumber_idx" ON "entries" USING btree ("intake_id","seat_number");
  CREATE INDEX "payments_entry_idx" ON "payments" USING btree ("entry_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE UNIQUE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");
  CREATE INDEX "payments_gateway_payment_id_idx" ON "payments" USING btree ("gateway_payment_id");
  CREATE INDEX "payments_slip_idx" ON "payments" USING btree ("slip_id");
  CREATE INDEX "payments_confirmed_by_idx" ON "payments" USING btree ("confirmed_by_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_notifications_key_idx" ON "payment_notifications" USING btree ("key");
  CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");
  CREATE INDEX "payment_notifications_updated_at_idx" ON "payment_notifications" USING btree ("updated_at");
  CREATE INDEX "payment_notifications_created_at_idx" ON "payment_notifications" USING btree ("created_at");
  CREATE INDEX "entry_files_updated_at_idx" ON "entry_files" USING btree ("updated_at");
  CREATE INDEX "entry_files_created_at_idx" ON "entry_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "entry_files_filename_idx" ON "entry_files" USING btree ("filename");
  CREATE INDEX "entry_access_log_at_idx" ON "entry_access_log" USING btree ("at");
  CREATE INDEX "entry_access_log_user_idx" ON "entry_access_log" USING btree ("user_id");
  CREATE INDEX "entry_access_log_entry_idx" ON "entry_access_log" USING btree ("entry_id");
  CREATE INDEX "entry_access_log_updated_at_idx" ON "entry_access_log" USING btree ("updated_at");
  CREATE INDEX "entry_access_log_created_at_idx" ON "entry_access_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_class_intakes_fk" FOREIGN KEY ("class_intakes_id") REFERENCES "public"."class_intakes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entries_fk" FOREIGN KEY ("entries_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_notifications_fk" FOREIGN KEY ("payment_notifications_id") REFERENCES "public"."payment_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entry_files_fk" FOREIGN KEY ("entry_files_id") REFERENCES "public"."entry_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entry_access_log_fk" FOREIGN KEY ("entry_access_log_id") REFERENCES "public"."entry_access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_class_intakes_id_idx" ON "payload_locked_documents_rels" USING btree ("class_intakes_id");
  CREATE INDEX "payload_locked_documents_rels_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("entries_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_entry_files_id_idx" ON "payload_locked_documents_rels" USING btree ("entry_files_id");
  CREATE INDEX "payload_locked_documents_rels_entry_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("entry_access_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exam_series_online_entry_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exam_series_v_version_online_entry_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "class_intakes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_class_intakes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entries_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entries_fee_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entries_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entry_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entry_access_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "entry_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exam_series_online_entry_subjects" CASCADE;
  DROP TABLE "_exam_series_v_version_online_entry_subjects" CASCADE;
  DROP TABLE "class_intakes" CASCADE;
  DROP TABLE "_class_intakes_v" CASCADE;
  DROP TABLE "entries_choices" CASCADE;
  DROP TABLE "entries_fee_items" CASCADE;
  DROP TABLE "entries_history" CASCADE;
  DROP TABLE "entries" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_notifications" CASCADE;
  DROP TABLE "entry_files" CASCADE;
  DROP TABLE "entry_access_log" CASCADE;
  DROP TABLE "entry_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_class_intakes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entry_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entry_access_log_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'inbox');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendNotificationEmail', 'planReminders', 'sendReminderConfirmation', 'sendReminderEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendNotificationEmail', 'planReminders', 'sendReminderConfirmation', 'sendReminderEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_class_intakes_id_idx";
  DROP INDEX "payload_locked_documents_rels_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_entry_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_entry_access_log_id_idx";
  ALTER TABLE "exam_series" DROP COLUMN "online_entry_open";
  ALTER TABLE "_exam_series_v" DROP COLUMN "version_online_entry_open";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "class_intakes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entry_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entry_access_log_id";
  DROP TYPE "public"."enum_class_intakes_course";
  DROP TYPE "public"."enum_class_intakes_status";
  DROP TYPE "public"."enum__class_intakes_v_version_course";
  DROP TYPE "public"."enum__class_intakes_v_version_status";
  DROP TYPE "public"."enum_entries_kind";
  DROP TYPE "public"."enum_entries_status";
  DROP TYPE "public"."enum_entries_payment_method";
  DROP TYPE "public"."enum_entries_candidate_gender";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payment_notifications_state";
  DROP TYPE "public"."enum_entry_files_purpose";`)
}
