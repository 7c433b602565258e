import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { readOldRoles, writeRolesFromOldRoles } from '@/auth/migrations/staffRoles'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Data step (src/auth/migrations/staffRoles.ts): read each account's old role before the column goes.
  const oldRoles = await readOldRoles({ db, sql, dialect: 'sqlite' })
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
  // Data step: existing staff get roles from their old role (editor stays editor, everyone else admin).
  await writeRolesFromOldRoles({ db, sql, dialect: 'sqlite' }, oldRoles)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text;`)
}
