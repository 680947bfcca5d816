import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { z } from "zod";
import type { Database } from "../db/database.ts";

/*
 * What staff search for stays out of URLs (browser history, the proxy's access log, a Referer):
 * a search by name or address, and a privacy look-up, are posted, kept here under a random id for
 * a working day, and the page's URL carries only that id (decision 026). A search belongs to the
 * staff member who made it; erasing a person forgets every search that names their address.
 */

export const searchLifetimeHours = 8;
const lifetimeMs = searchLifetimeHours * 60 * 60 * 1000;

export type StaffSearchesTable = {
  id: string;
  staff_user_id: string;
  /** The terms as JSON (searchTermsSchema). */
  terms: string;
  created_at: string;
};

export const createStaffSearches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_searches")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("staff_user_id", "text", (column) => column.notNull())
      .addColumn("terms", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("staff_searches_created_at")
      .on("staff_searches")
      .column("created_at")
      .execute();
  },
};

const searchTermsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("inbox"), q: z.string(), anywhere: z.literal("1").optional() }),
  z.object({ kind: z.literal("person"), address: z.string() }),
]);

export type SearchTerms = z.infer<typeof searchTermsSchema>;

const searches = (db: Kysely<Database>) => db.withTables<{ staff_searches: StaffSearchesTable }>();

/** Keeps the terms for this staff member; resolves with the id the page's URL carries. */
export async function saveSearch(db: Kysely<Database>, staffId: string, terms: SearchTerms, now: Date) {
  const id = randomBytes(16).toString("base64url");
  const table = searches(db);
  await table
    .deleteFrom("staff_searches")
    .where("created_at", "<", new Date(now.getTime() - lifetimeMs).toISOString())
    .execute();
  await table
    .insertInto("staff_searches")
    .values({ id, staff_user_id: staffId, terms: JSON.stringify(terms), created_at: now.toISOString() })
    .execute();
  return id;
}

function parseTerms(text: string): SearchTerms | undefined {
  try {
    const terms = searchTermsSchema.safeParse(JSON.parse(text));
    return terms.success ? terms.data : undefined;
  } catch {
    return undefined;
  }
}

/** The terms behind an id, if it is this staff member's and not past its lifetime. */
async function findTerms(db: Kysely<Database>, staffId: string, id: string, now: Date) {
  const row = await searches(db)
    .selectFrom("staff_searches")
    .select("terms")
    .where("id", "=", id)
    .where("staff_user_id", "=", staffId)
    .where("created_at", ">=", new Date(now.getTime() - lifetimeMs).toISOString())
    .executeTakeFirst();
  return row ? parseTerms(row.terms) : undefined;
}

export async function findInboxSearch(db: Kysely<Database>, staffId: string, id: string, now: Date) {
  const terms = await findTerms(db, staffId, id, now);
  return terms?.kind === "inbox" ? terms : undefined;
}

export async function findPersonLookup(db: Kysely<Database>, staffId: string, id: string, now: Date) {
  const terms = await findTerms(db, staffId, id, now);
  return terms?.kind === "person" ? terms : undefined;
}

/** After an erasure: no search, by anyone, keeps the (lower-case) address. Searches are few: a day's. */
export async function forgetSearchesNaming(db: Kysely<Database>, address: string) {
  const table = searches(db);
  const rows = await table.selectFrom("staff_searches").select(["id", "terms"]).execute();
  const naming = rows
    .filter((row) => {
      const terms = parseTerms(row.terms);
      const text = terms?.kind === "person" ? terms.address : (terms?.q ?? row.terms);
      return text.toLowerCase().includes(address);
    })
    .map((row) => row.id);
  if (naming.length > 0) await table.deleteFrom("staff_searches").where("id", "in", naming).execute();
}
