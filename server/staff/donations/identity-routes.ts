import { Hono } from "hono";
import { isIdentityField, isIdentityRecord, revealIdentifier } from "../../donations/identity.ts";
import { htmlResponse } from "../http.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";

/* POST /staff/identity: one donor's PAN or Aadhaar whole, audited (who may: server/accounts/roles.ts). */

export function identityRoutes({ deps, views, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  app.post("/identity", async (context) => {
    const form = await context.req.parseBody();
    const record = typeof form.record === "string" ? form.record.trim().toUpperCase() : "";
    const field = form.field;
    if (!isIdentityField(field) || !isIdentityRecord(record))
      return message(400, "Cannot show it", "That is not a pledge's or a receipt's identity number.");
    const value = await revealIdentifier(
      deps.database.db,
      { record, field },
      actorOf(context.var.staff),
      now(),
    );
    if (value === undefined) return message(404, "Not found", "That record holds no such number.");
    return htmlResponse(views.renderIdentity({ signedIn: signedIn(context), record, field, value }));
  });
  return app;
}
