import { type CreateTableBuilder, type Kysely, sql } from "kysely";

/**
 * SQLite cannot alter a column or a constraint, so a table is rebuilt as
 * https://www.sqlite.org/lang_altertable.html (section 7) describes: a new table made by `create`,
 * the `columns` copied, the old table dropped, the new one renamed, its indexes and triggers made
 * again. Run inside migrateToLatest's transaction, a failure or a killed process leaves the old
 * table whole. Nothing may reference the table (dropping it with foreign keys on would delete
 * those rows); its own references are checked afterwards.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  create: (builder: CreateTableBuilder<string>) => CreateTableBuilder<string>,
  columns: readonly string[],
) {
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null
  `.execute(db);
  const rebuilt = `${table}_rebuilt`;
  await create(db.schema.createTable(rebuilt)).execute();
  const copied = sql.raw(columns.join(", "));
  await sql`insert into ${sql.table(rebuilt)} (${copied}) select ${copied} from ${sql.table(table)}`.execute(
    db,
  );
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(rebuilt).renameTo(table).execute();
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  const broken = await sql`select * from pragma_foreign_key_check(${table})`.execute(db);
  if (broken.rows.length > 0) throw new Error(`${table} rows lost a row they refer to in the rebuild.`);
}
