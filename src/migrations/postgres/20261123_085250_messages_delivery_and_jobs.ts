import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_delivery_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_enquiries_delivery_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendNotificationEmail');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendNotificationEmail');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_status" "enum_contact_messages_delivery_status" DEFAULT 'pending';
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "delivery_last_error" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "delivery_status" "enum_enquiries_delivery_status" DEFAULT 'pending';
  ALTER TABLE "enquiries" ADD COLUMN "delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "enquiries" ADD COLUMN "delivery_sent_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "delivery_last_error" varchar;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "contact_messages_delivery_delivery_status_idx" ON "contact_messages" USING btree ("delivery_status");
  CREATE INDEX "enquiries_delivery_delivery_status_idx" ON "enquiries" USING btree ("delivery_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "contact_messages_delivery_delivery_status_idx";
  DROP INDEX "enquiries_delivery_delivery_status_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_status";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_attempts";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_sent_at";
  ALTER TABLE "contact_messages" DROP COLUMN "delivery_last_error";
  ALTER TABLE "enquiries" DROP COLUMN "delivery_status";
  ALTER TABLE "enquiries" DROP COLUMN "delivery_attempts";
  ALTER TABLE "enquiries" DROP COLUMN "delivery_sent_at";
  ALTER TABLE "enquiries" DROP COLUMN "delivery_last_error";
  DROP TYPE "public"."enum_contact_messages_delivery_status";
  DROP TYPE "public"."enum_enquiries_delivery_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
