import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_centre_page_pillars_icon" AS ENUM('star', 'shield-check', 'presentation', 'lightbulb', 'chart', 'flag', 'scale', 'heart', 'globe');
  CREATE TYPE "public"."enum_centre_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__centre_page_v_version_pillars_icon" AS ENUM('star', 'shield-check', 'presentation', 'lightbulb', 'chart', 'flag', 'scale', 'heart', 'globe');
  CREATE TYPE "public"."enum__centre_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "centre_page_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "centre_page_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_centre_page_pillars_icon" DEFAULT 'star',
  	"text" varchar
  );
  
  CREATE TABLE "centre_page_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "centre_page_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "centre_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tagline" varchar DEFAULT 'Independent, evidence-based school inspections that help leaders, teachers and students thrive.',
  	"about" varchar DEFAULT 'The Centre for School Excellence is the school inspection and improvement arm of Lyceum Assessments. We evaluate schools against clear, internationally informed standards and give leaders an honest picture of where they stand.
  
  An inspection with us is a conversation, not a test: we look at teaching, learning, leadership and wellbeing together, and leave every school with a practical road-map for improvement.',
  	"pillars_intro" varchar DEFAULT 'Every inspection looks at the whole school through eight pillars.',
  	"reasons_intro" varchar DEFAULT 'Inspection that leaves your school stronger than it found it.',
  	"steps_intro" varchar DEFAULT 'Six steps from the first conversation to lasting improvement.',
  	"partner" varchar DEFAULT 'Planning an inspection or looking for an independent view of your school? Talk to our team about a review tailored to your school.',
  	"_status" "enum_centre_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_centre_page_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_centre_page_v_version_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__centre_page_v_version_pillars_icon" DEFAULT 'star',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_centre_page_v_version_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_centre_page_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_centre_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_tagline" varchar DEFAULT 'Independent, evidence-based school inspections that help leaders, teachers and students thrive.',
  	"version_about" varchar DEFAULT 'The Centre for School Excellence is the school inspection and improvement arm of Lyceum Assessments. We evaluate schools against clear, internationally informed standards and give leaders an honest picture of where they stand.
  
  An inspection with us is a conversation, not a test: we look at teaching, learning, leadership and wellbeing together, and leave every school with a practical road-map for improvement.',
  	"version_pillars_intro" varchar DEFAULT 'Every inspection looks at the whole school through eight pillars.',
  	"version_reasons_intro" varchar DEFAULT 'Inspection that leaves your school stronger than it found it.',
  	"version_steps_intro" varchar DEFAULT 'Six steps from the first conversation to lasting improvement.',
  	"version_partner" varchar DEFAULT 'Planning an inspection or looking for an independent view of your school? Talk to our team about a review tailored to your school.',
  	"version__status" "enum__centre_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "centre_page_figures" ADD CONSTRAINT "centre_page_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centre_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centre_page_pillars" ADD CONSTRAINT "centre_page_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centre_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centre_page_reasons" ADD CONSTRAINT "centre_page_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centre_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "centre_page_steps" ADD CONSTRAINT "centre_page_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."centre_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centre_page_v_version_figures" ADD CONSTRAINT "_centre_page_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centre_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centre_page_v_version_pillars" ADD CONSTRAINT "_centre_page_v_version_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centre_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centre_page_v_version_reasons" ADD CONSTRAINT "_centre_page_v_version_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centre_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_centre_page_v_version_steps" ADD CONSTRAINT "_centre_page_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_centre_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "centre_page_figures_order_idx" ON "centre_page_figures" USING btree ("_order");
  CREATE INDEX "centre_page_figures_parent_id_idx" ON "centre_page_figures" USING btree ("_parent_id");
  CREATE INDEX "centre_page_pillars_order_idx" ON "centre_page_pillars" USING btree ("_order");
  CREATE INDEX "centre_page_pillars_parent_id_idx" ON "centre_page_pillars" USING btree ("_parent_id");
  CREATE INDEX "centre_page_reasons_order_idx" ON "centre_page_reasons" USING btree ("_order");
  CREATE INDEX "centre_page_reasons_parent_id_idx" ON "centre_page_reasons" USING btree ("_parent_id");
  CREATE INDEX "centre_page_steps_order_idx" ON "centre_page_steps" USING btree ("_order");
  CREATE INDEX "centre_page_steps_parent_id_idx" ON "centre_page_steps" USING btree ("_parent_id");
  CREATE INDEX "centre_page__status_idx" ON "centre_page" USING btree ("_status");
  CREATE INDEX "_centre_page_v_version_figures_order_idx" ON "_centre_page_v_version_figures" USING btree ("_order");
  CREATE INDEX "_centre_page_v_version_figures_parent_id_idx" ON "_centre_page_v_version_figures" USING btree ("_parent_id");
  CREATE INDEX "_centre_page_v_version_pillars_order_idx" ON "_centre_page_v_version_pillars" USING btree ("_order");
  CREATE INDEX "_centre_page_v_version_pillars_parent_id_idx" ON "_centre_page_v_version_pillars" USING btree ("_parent_id");
  CREATE INDEX "_centre_page_v_version_reasons_order_idx" ON "_centre_page_v_version_reasons" USING btree ("_order");
  CREATE INDEX "_centre_page_v_version_reasons_parent_id_idx" ON "_centre_page_v_version_reasons" USING btree ("_parent_id");
  CREATE INDEX "_centre_page_v_version_steps_order_idx" ON "_centre_page_v_version_steps" USING btree ("_order");
  CREATE INDEX "_centre_page_v_version_steps_parent_id_idx" ON "_centre_page_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_centre_page_v_version_version__status_idx" ON "_centre_page_v" USING btree ("version__status");
  CREATE INDEX "_centre_page_v_created_at_idx" ON "_centre_page_v" USING btree ("created_at");
  CREATE INDEX "_centre_page_v_updated_at_idx" ON "_centre_page_v" USING btree ("updated_at");
  CREATE INDEX "_centre_page_v_latest_idx" ON "_centre_page_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "centre_page_figures" CASCADE;
  DROP TABLE "centre_page_pillars" CASCADE;
  DROP TABLE "centre_page_reasons" CASCADE;
  DROP TABLE "centre_page_steps" CASCADE;
  DROP TABLE "centre_page" CASCADE;
  DROP TABLE "_centre_page_v_version_figures" CASCADE;
  DROP TABLE "_centre_page_v_version_pillars" CASCADE;
  DROP TABLE "_centre_page_v_version_reasons" CASCADE;
  DROP TABLE "_centre_page_v_version_steps" CASCADE;
  DROP TABLE "_centre_page_v" CASCADE;
  DROP TYPE "public"."enum_centre_page_pillars_icon";
  DROP TYPE "public"."enum_centre_page_status";
  DROP TYPE "public"."enum__centre_page_v_version_pillars_icon";
  DROP TYPE "public"."enum__centre_page_v_version_status";`)
}
