import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_settings_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phrases\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_order_idx\` ON \`search_settings_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_synonyms_parent_id_idx\` ON \`search_settings_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings_popular_searches\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`query\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`search_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_settings_popular_searches_order_idx\` ON \`search_settings_popular_searches\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`search_settings_popular_searches_parent_id_idx\` ON \`search_settings_popular_searches\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_settings_synonyms\`;`)
  await db.run(sql`DROP TABLE \`search_settings_popular_searches\`;`)
  await db.run(sql`DROP TABLE \`search_settings\`;`)
}
