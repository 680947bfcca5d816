import type { Role } from "../../accounts/roles.ts";

/** The accounts page's "Add a colleague" form as typed (the server runs .ts, the views are compiled). */
export type NewAccountForm = { email: string; name: string; role: Role | "" };

/** The add form as it first shows: no role chosen, so that nobody is given one without choosing it. */
export const emptyAccountForm: NewAccountForm = { email: "", name: "", role: "" };
