import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_acknowledgement_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_enquiries_acknowledgement_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
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
  CREATE UNIQUE INDEX "contact_messages_reference_idx" ON "contact_messages" USING btree ("reference");
  CREATE INDEX "contact_messages_acknowledgement_acknowledgement_status_idx" ON "contact_messages" USING btree ("acknowledgement_status");
  CREATE UNIQUE INDEX "enquiries_reference_idx" ON "enquiries" USING btree ("reference");
  CREATE INDEX "enquiries_acknowledgement_acknowledgement_status_idx" ON "enquiries" USING btree ("acknowledgement_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_reference_idx";
  DROP INDEX "contact_messages_acknowledgement_acknowledgement_status_idx";
  DROP INDEX "enquiries_reference_idx";
  DROP INDEX "enquiries_acknowledgement_acknowledgement_status_idx";
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
  DROP TYPE "public"."enum_contact_messages_acknowledgement_status";
  DROP TYPE "public"."enum_enquiries_acknowledgement_status";`)
}
