import type { Role } from "../../accounts/roles.ts";

/** The accounts page's "Add a colleague" form as typed (the server runs .ts, the views are compiled). */
export type NewAccountForm = { email: string; name: string; role: Role };

/** The add form as it first shows: the role a new colleague usually needs. */
export const emptyAccountForm: NewAccountForm = { email: "", name: "", role: "editor" };
