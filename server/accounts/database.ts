import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { StaffTables } from "./schema.ts";

export type StaffDatabase = Database & StaffTables;

/** The server's database handle, seen with the staff area's tables as well. */
export const withStaffTables = (db: Kysely<Database>): Kysely<StaffDatabase> => db.withTables<StaffTables>();
