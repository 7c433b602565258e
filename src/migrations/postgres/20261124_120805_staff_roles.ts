import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { readOldRoles, writeRolesFromOldRoles } from '@/auth/migrations/staffRoles'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Data step (src/auth/migrations/staffRoles.ts): read each account's old role before the column goes.
  const oldRoles = await readOldRoles({ db, sql, dialect: 'postgres' })
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'inbox');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  ALTER TABLE "users" DROP COLUMN "role";
  DROP TYPE "public"."enum_users_role";`)
  // Data step: existing staff get roles from their old role (editor stays editor, everyone else admin).
  await writeRolesFromOldRoles({ db, sql, dialect: 'postgres' }, oldRoles)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  DROP TABLE "users_roles" CASCADE;
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role";
  DROP TYPE "public"."enum_users_roles";`)
}
