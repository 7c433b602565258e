import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`centre_page_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`centre_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`centre_page_figures_order_idx\` ON \`centre_page_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`centre_page_figures_parent_id_idx\` ON \`centre_page_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`centre_page_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'star',
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`centre_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`centre_page_pillars_order_idx\` ON \`centre_page_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`centre_page_pillars_parent_id_idx\` ON \`centre_page_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`centre_page_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`centre_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`centre_page_reasons_order_idx\` ON \`centre_page_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`centre_page_reasons_parent_id_idx\` ON \`centre_page_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`centre_page_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`centre_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`centre_page_steps_order_idx\` ON \`centre_page_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`centre_page_steps_parent_id_idx\` ON \`centre_page_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`centre_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tagline\` text DEFAULT 'Independent, evidence-based school inspections that help leaders, teachers and students thrive.',
  	\`about\` text DEFAULT 'The Centre for School Excellence is the school inspection and improvement arm of Lyceum Assessments. We evaluate schools against clear, internationally informed standards and give leaders an honest picture of where they stand.
  
  An inspection with us is a conversation, not a test: we look at teaching, learning, leadership and wellbeing together, and leave every school with a practical road-map for improvement.',
  	\`pillars_intro\` text DEFAULT 'Every inspection looks at the whole school through eight pillars.',
  	\`reasons_intro\` text DEFAULT 'Inspection that leaves your school stronger than it found it.',
  	\`steps_intro\` text DEFAULT 'Six steps from the first conversation to lasting improvement.',
  	\`partner\` text DEFAULT 'Planning an inspection or looking for an independent view of your school? Talk to our team about a review tailored to your school.',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`centre_page__status_idx\` ON \`centre_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_centre_page_v_version_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_centre_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_figures_order_idx\` ON \`_centre_page_v_version_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_figures_parent_id_idx\` ON \`_centre_page_v_version_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_centre_page_v_version_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'star',
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_centre_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_pillars_order_idx\` ON \`_centre_page_v_version_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_pillars_parent_id_idx\` ON \`_centre_page_v_version_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_centre_page_v_version_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_centre_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_reasons_order_idx\` ON \`_centre_page_v_version_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_reasons_parent_id_idx\` ON \`_centre_page_v_version_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_centre_page_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_centre_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_steps_order_idx\` ON \`_centre_page_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_steps_parent_id_idx\` ON \`_centre_page_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_centre_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_tagline\` text DEFAULT 'Independent, evidence-based school inspections that help leaders, teachers and students thrive.',
  	\`version_about\` text DEFAULT 'The Centre for School Excellence is the school inspection and improvement arm of Lyceum Assessments. We evaluate schools against clear, internationally informed standards and give leaders an honest picture of where they stand.
  
  An inspection with us is a conversation, not a test: we look at teaching, learning, leadership and wellbeing together, and leave every school with a practical road-map for improvement.',
  	\`version_pillars_intro\` text DEFAULT 'Every inspection looks at the whole school through eight pillars.',
  	\`version_reasons_intro\` text DEFAULT 'Inspection that leaves your school stronger than it found it.',
  	\`version_steps_intro\` text DEFAULT 'Six steps from the first conversation to lasting improvement.',
  	\`version_partner\` text DEFAULT 'Planning an inspection or looking for an independent view of your school? Talk to our team about a review tailored to your school.',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_centre_page_v_version_version__status_idx\` ON \`_centre_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_created_at_idx\` ON \`_centre_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_updated_at_idx\` ON \`_centre_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_centre_page_v_latest_idx\` ON \`_centre_page_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`centre_page_figures\`;`)
  await db.run(sql`DROP TABLE \`centre_page_pillars\`;`)
  await db.run(sql`DROP TABLE \`centre_page_reasons\`;`)
  await db.run(sql`DROP TABLE \`centre_page_steps\`;`)
  await db.run(sql`DROP TABLE \`centre_page\`;`)
  await db.run(sql`DROP TABLE \`_centre_page_v_version_figures\`;`)
  await db.run(sql`DROP TABLE \`_centre_page_v_version_pillars\`;`)
  await db.run(sql`DROP TABLE \`_centre_page_v_version_reasons\`;`)
  await db.run(sql`DROP TABLE \`_centre_page_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_centre_page_v\`;`)
}
