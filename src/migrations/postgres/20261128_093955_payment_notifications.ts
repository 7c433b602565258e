import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payment_notifications_state" AS ENUM('claimed', 'done');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_notifications_id" integer;
  ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "payment_notifications_key_idx" ON "payment_notifications" USING btree ("key");
  CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");
  CREATE INDEX "payment_notifications_updated_at_idx" ON "payment_notifications" USING btree ("updated_at");
  CREATE INDEX "payment_notifications_created_at_idx" ON "payment_notifications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_notifications_fk" FOREIGN KEY ("payment_notifications_id") REFERENCES "public"."payment_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payment_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_notifications_fk";
  
  DROP INDEX "payload_locked_documents_rels_payment_notifications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_notifications_id";
  DROP TYPE "public"."enum_payment_notifications_state";`)
}
