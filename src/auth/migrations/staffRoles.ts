// The data step of the migration from one `role` per staff account to `roles` (docs/decisions/030).
// It reads the old column before the schema step drops it and writes the roles after.

// Each adapter has its own copy of drizzle: the migration passes its `sql` tag along with its `db`.
type Query = unknown
type Sql = (strings: TemplateStringsArray, ...values: unknown[]) => Query
type Dialect = 'sqlite' | 'postgres'
type Drizzle = {
  all?: (query: Query) => Promise<unknown[]>
  run?: (query: Query) => Promise<unknown>
  execute?: (query: Query) => Promise<{ rows: unknown[] }>
}
type Migration = { db: unknown; sql: Sql; dialect: Dialect }
export type OldRole = { id: number | string; role: string | null }

/** An editor stays an editor (no new powers); everyone else was an admin, as before roles. */
export const rolesFromOldRole = (role: string | null): ('admin' | 'editor')[] =>
  role === 'editor' ? ['editor'] : ['admin']

export async function readOldRoles({ db, sql, dialect }: Migration): Promise<OldRole[]> {
  const drizzle = db as Drizzle
  const query = sql`SELECT "id", "role" FROM "users"`
  const rows = dialect === 'postgres' ? (await drizzle.execute!(query)).rows : await drizzle.all!(query)
  return rows as OldRole[]
}

export async function writeRolesFromOldRoles({ db, sql, dialect }: Migration, staff: OldRole[]): Promise<void> {
  const drizzle = db as Drizzle
  for (const { id, role } of staff) {
    for (const [index, value] of rolesFromOldRole(role).entries()) {
      const insert = sql`INSERT INTO "users_roles" ("order", "parent_id", "value")`
      if (dialect === 'postgres') {
        await drizzle.execute!(sql`${insert} VALUES (${index + 1}, ${id}, ${value}::"enum_users_roles")`)
      } else {
        await drizzle.run!(sql`${insert} VALUES (${index + 1}, ${id}, ${value})`)
      }
    }
  }
}
