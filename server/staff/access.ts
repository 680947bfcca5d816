import type { MiddlewareHandler } from "hono";
import { recordAudit } from "../accounts/audit.ts";
import {
  mayUse,
  permissionFor,
  roleDescriptions,
  roleLabels,
  startPage,
  translatorRefusal,
} from "../accounts/roles.ts";
import { htmlResponse, seeOther } from "./http.ts";
import { actorOf, type Shared, type StaffEnv } from "./shared.ts";

/*
 * The role check, after the session check in area.ts and before every screen: a request beyond the
 * person's role is answered 403 with a page saying what the role may do, and written to the audit
 * log (`access.denied`, with the method and path: staff paths name no person, decision 026). The
 * rules are the permission table's (server/accounts/roles.ts); no screen checks roles itself.
 */

const isChange = (method: string) => method !== "GET" && method !== "HEAD";

export function roleCheck({ db, now, views, signedIn, message }: Shared): MiddlewareHandler<StaffEnv> {
  return async (context, next) => {
    const { staff } = context.var;
    const { method, path } = context.req;
    // An address in no entry of the table is no page of anyone's (a typo, an old link): not found, not
    // a refusal to log. Administrators go on to the area's own answer, which is the same.
    if (!permissionFor(path) && staff.role !== "administrator")
      return message(404, "Not found", "There is no such page in the staff area.", {
        href: startPage(staff.role),
        text: "Go to your start page",
      });
    // The inbox is everyone's first page: a role without it starts on its own page instead.
    if ((path === "/staff" || path === "/staff/") && method === "GET" && !mayUse(staff.role, method, path))
      return seeOther(startPage(staff.role));
    let refusal = mayUse(staff.role, method, path) ? undefined : "";
    if (
      refusal === undefined &&
      staff.role === "translator" &&
      isChange(method) &&
      path.startsWith("/staff/content/")
    )
      refusal = translatorRefusal(await context.req.parseBody({ all: true }));
    if (refusal === undefined) return next();
    await recordAudit(db, actorOf(staff), "access.denied", `${method} ${path}`.slice(0, 300), now());
    return htmlResponse(
      views.renderForbidden({
        signedIn: signedIn(context),
        roleLabel: roleLabels[staff.role],
        roleDescription: roleDescriptions[staff.role],
        reason: refusal || undefined,
        refusedChange: isChange(method),
        startHref: startPage(staff.role),
      }),
      403,
    );
  };
}
