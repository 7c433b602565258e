import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { publishExistingHomeItems, versionExistingHomeItems } from '../data/publishExistingHomeItems'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_slider_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__slider_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notifications_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notifications_v_version_visibility" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum__notifications_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_exam_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_header_title" varchar,
  	"version_header_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_download_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_slider_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__slider_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notifications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_visibility" "enum__notifications_v_version_visibility" DEFAULT 'show',
  	"version_message" varchar,
  	"version_button_text" varchar,
  	"version_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notifications_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_values_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_icon_id" integer NOT NULL,
  	"version_bg_color" varchar DEFAULT '#12355B' NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "slider_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "slider_items" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "notifications" ALTER COLUMN "visibility" DROP NOT NULL;
  ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "slider_items" ADD COLUMN "_status" "enum_slider_items_status" DEFAULT 'draft';
  ALTER TABLE "notifications" ADD COLUMN "_status" "enum_notifications_status" DEFAULT 'draft';
  ALTER TABLE "_exam_categories_v" ADD CONSTRAINT "_exam_categories_v_parent_id_exam_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exam_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exam_categories_v" ADD CONSTRAINT "_exam_categories_v_version_header_image_id_media_id_fk" FOREIGN KEY ("version_header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_download_categories_v" ADD CONSTRAINT "_download_categories_v_parent_id_download_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."download_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_items_v" ADD CONSTRAINT "_slider_items_v_parent_id_slider_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."slider_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slider_items_v" ADD CONSTRAINT "_slider_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notifications_v" ADD CONSTRAINT "_notifications_v_parent_id_notifications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_values_v" ADD CONSTRAINT "_values_v_parent_id_values_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."values"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_values_v" ADD CONSTRAINT "_values_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_exam_categories_v_parent_idx" ON "_exam_categories_v" USING btree ("parent_id");
  CREATE INDEX "_exam_categories_v_version_version_slug_idx" ON "_exam_categories_v" USING btree ("version_slug");
  CREATE INDEX "_exam_categories_v_version_version_header_image_idx" ON "_exam_categories_v" USING btree ("version_header_image_id");
  CREATE INDEX "_exam_categories_v_version_version_updated_at_idx" ON "_exam_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_exam_categories_v_version_version_created_at_idx" ON "_exam_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_exam_categories_v_created_at_idx" ON "_exam_categories_v" USING btree ("created_at");
  CREATE INDEX "_exam_categories_v_updated_at_idx" ON "_exam_categories_v" USING btree ("updated_at");
  CREATE INDEX "_download_categories_v_parent_idx" ON "_download_categories_v" USING btree ("parent_id");
  CREATE INDEX "_download_categories_v_version_version_updated_at_idx" ON "_download_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_download_categories_v_version_version_created_at_idx" ON "_download_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_download_categories_v_created_at_idx" ON "_download_categories_v" USING btree ("created_at");
  CREATE INDEX "_download_categories_v_updated_at_idx" ON "_download_categories_v" USING btree ("updated_at");
  CREATE INDEX "_slider_items_v_parent_idx" ON "_slider_items_v" USING btree ("parent_id");
  CREATE INDEX "_slider_items_v_version_version_image_idx" ON "_slider_items_v" USING btree ("version_image_id");
  CREATE INDEX "_slider_items_v_version_version_updated_at_idx" ON "_slider_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_slider_items_v_version_version_created_at_idx" ON "_slider_items_v" USING btree ("version_created_at");
  CREATE INDEX "_slider_items_v_version_version__status_idx" ON "_slider_items_v" USING btree ("version__status");
  CREATE INDEX "_slider_items_v_created_at_idx" ON "_slider_items_v" USING btree ("created_at");
  CREATE INDEX "_slider_items_v_updated_at_idx" ON "_slider_items_v" USING btree ("updated_at");
  CREATE INDEX "_slider_items_v_latest_idx" ON "_slider_items_v" USING btree ("latest");
  CREATE INDEX "_notifications_v_parent_idx" ON "_notifications_v" USING btree ("parent_id");
  CREATE INDEX "_notifications_v_version_version_updated_at_idx" ON "_notifications_v" USING btree ("version_updated_at");
  CREATE INDEX "_notifications_v_version_version_created_at_idx" ON "_notifications_v" USING btree ("version_created_at");
  CREATE INDEX "_notifications_v_version_version__status_idx" ON "_notifications_v" USING btree ("version__status");
  CREATE INDEX "_notifications_v_created_at_idx" ON "_notifications_v" USING btree ("created_at");
  CREATE INDEX "_notifications_v_updated_at_idx" ON "_notifications_v" USING btree ("updated_at");
  CREATE INDEX "_notifications_v_latest_idx" ON "_notifications_v" USING btree ("latest");
  CREATE INDEX "_values_v_parent_idx" ON "_values_v" USING btree ("parent_id");
  CREATE INDEX "_values_v_version_version_icon_idx" ON "_values_v" USING btree ("version_icon_id");
  CREATE INDEX "_values_v_version_version_updated_at_idx" ON "_values_v" USING btree ("version_updated_at");
  CREATE INDEX "_values_v_version_version_created_at_idx" ON "_values_v" USING btree ("version_created_at");
  CREATE INDEX "_values_v_created_at_idx" ON "_values_v" USING btree ("created_at");
  CREATE INDEX "_values_v_updated_at_idx" ON "_values_v" USING btree ("updated_at");
  CREATE INDEX "slider_items__status_idx" ON "slider_items" USING btree ("_status");
  CREATE INDEX "notifications__status_idx" ON "notifications" USING btree ("_status");`)
  // Data step (kept apart from the generated schema): notifications and slides live before stay published.
  await publishExistingHomeItems((statement) => db.execute(sql.raw(statement)))
  await versionExistingHomeItems(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_exam_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_download_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_slider_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notifications_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_values_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_exam_categories_v" CASCADE;
  DROP TABLE "_download_categories_v" CASCADE;
  DROP TABLE "_slider_items_v" CASCADE;
  DROP TABLE "_notifications_v" CASCADE;
  DROP TABLE "_values_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendNotificationEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendNotificationEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "slider_items__status_idx";
  DROP INDEX "notifications__status_idx";
  ALTER TABLE "slider_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "slider_items" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "notifications" ALTER COLUMN "visibility" SET NOT NULL;
  ALTER TABLE "notifications" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "slider_items" DROP COLUMN "_status";
  ALTER TABLE "notifications" DROP COLUMN "_status";
  DROP TYPE "public"."enum_slider_items_status";
  DROP TYPE "public"."enum__slider_items_v_version_status";
  DROP TYPE "public"."enum_notifications_status";
  DROP TYPE "public"."enum__notifications_v_version_visibility";
  DROP TYPE "public"."enum__notifications_v_version_status";`)
}
