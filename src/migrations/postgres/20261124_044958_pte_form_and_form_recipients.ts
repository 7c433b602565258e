import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_page_departments_receives" AS ENUM('contact-messages', 'ielts-enquiries', 'pte-enquiries');
  CREATE TABLE "contact_page_departments_receives" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_contact_page_departments_receives",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "exams" ADD COLUMN "show_pte_enquiry_form" boolean DEFAULT false;
  ALTER TABLE "_exams_v" ADD COLUMN "version_show_pte_enquiry_form" boolean DEFAULT false;
  ALTER TABLE "contact_page_departments_receives" ADD CONSTRAINT "contact_page_departments_receives_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_page_departments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_page_departments_receives_order_idx" ON "contact_page_departments_receives" USING btree ("order");
  CREATE INDEX "contact_page_departments_receives_parent_idx" ON "contact_page_departments_receives" USING btree ("parent_id");`)
  // Existing sites keep what the code used to decide: the PTE exam shows the PTE form, and the
  // IELTS | PTE department receives IELTS and PTE enquiries.
  await db.execute(sql`
  UPDATE "exams" SET "show_pte_enquiry_form" = true WHERE "slug" = 'pte--pearson-test-of-english-';
  UPDATE "_exams_v" SET "version_show_pte_enquiry_form" = true WHERE "version_slug" = 'pte--pearson-test-of-english-';
  INSERT INTO "contact_page_departments_receives" ("order", "parent_id", "value")
    SELECT 1, "id", 'ielts-enquiries'::"enum_contact_page_departments_receives" FROM "contact_page_departments" WHERE "key" = 'ielts-pte'
    UNION ALL SELECT 2, "id", 'pte-enquiries'::"enum_contact_page_departments_receives" FROM "contact_page_departments" WHERE "key" = 'ielts-pte';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_page_departments_receives" CASCADE;
  ALTER TABLE "exams" DROP COLUMN "show_pte_enquiry_form";
  ALTER TABLE "_exams_v" DROP COLUMN "version_show_pte_enquiry_form";
  DROP TYPE "public"."enum_contact_page_departments_receives";`)
}
