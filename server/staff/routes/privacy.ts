import { type Context, Hono } from "hono";
import { erasePerson, exportPerson, findPerson, normaliseAddress } from "../../privacy/person.ts";
import { recordAudit } from "../audit.ts";
import { htmlResponse, privateHeaders, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "./shared.ts";

/*
 * Privacy requests: find, copy and erase what is stored about an email address, by the module behind
 * `npm run submissions -- person` (server/privacy/person.ts). The audit log never holds the address.
 */

export function privacyRoutes({ deps, views, db, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  const personContext = () => ({ db: deps.database.db, ...deps.privacy, now: now() });
  const privacyPage = (
    context: Context<StaffEnv>,
    props: Omit<Parameters<StaffViews["renderPrivacy"]>[0], "signedIn" | "now">,
    status = 200,
  ) =>
    htmlResponse(
      views.renderPrivacy({ signedIn: signedIn(context), now: now().toISOString(), ...props }),
      status,
    );
  const addressFrom = (value: unknown) => (typeof value === "string" ? normaliseAddress(value) : "");
  const looksLikeAddress = (address: string) => /^[^\s@]+@[^\s@]+$/.test(address) && address.length <= 254;

  app.get("/privacy", async (context) => {
    const address = addressFrom(context.req.query("email"));
    const done = context.req.query("erased");
    const notice = done ? `Erased. ${done}` : undefined;
    if (!address) return privacyPage(context, { notice });
    if (!looksLikeAddress(address))
      return privacyPage(
        context,
        { address, error: "Enter an email address such as name@example.org." },
        400,
      );
    const record = await findPerson(personContext(), address);
    await recordAudit(db, actorOf(context.var.staff), "privacy.find", null, now());
    return privacyPage(context, { address, record, notice });
  });

  app.get("/privacy/export", async (context) => {
    const address = addressFrom(context.req.query("email"));
    if (!looksLikeAddress(address)) return message(400, "Cannot export", "The copy needs an email address.");
    const copy = await exportPerson(personContext(), address);
    await recordAudit(db, actorOf(context.var.staff), "privacy.export", null, now());
    return new Response(copy, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${now().toISOString().slice(0, 10)}.json"`,
        ...privateHeaders,
      },
    });
  });

  app.post("/privacy/erase", async (context) => {
    const form = await context.req.parseBody();
    const address = addressFrom(form.email);
    if (!looksLikeAddress(address))
      return privacyPage(context, { error: "Enter an email address such as name@example.org." }, 400);
    const confirmation = typeof form.confirm === "string" ? form.confirm.trim().toLowerCase() : "";
    const reshow = async (error: string) =>
      privacyPage(context, { address, record: await findPerson(personContext(), address), error }, 400);
    if (confirmation !== `erase ${address}`)
      return reshow(`Nothing was erased: type “erase ${address}” to confirm.`);
    const donations =
      form.donations === "include" ? "include" : form.donations === "keep" ? "keep" : "refuse";
    const staff = context.var.staff;
    const result = await erasePerson(personContext(), address, { donations, requestedBy: staff.email });
    if (result.status === "refused")
      return reshow(
        `Nothing was erased: ${result.donations.map((donation) => donation.reference).join(", ")} must be kept under the tax rules. Choose whether to keep them or, if the auditor agrees, erase them too.`,
      );
    await recordAudit(db, actorOf(staff), "privacy.erase", result.erasureId, now());
    const kept = result.donationsKept.length > 0 ? ` Kept by law: ${result.donationsKept.join(", ")}.` : "";
    const summary = `${result.submissions.length} submission(s) deleted, the address cleared from ${result.mentionsCleared} other(s), ${result.emailFiles} email file(s) deleted.${kept}`;
    return seeOther(`/staff/privacy?${new URLSearchParams({ erased: summary })}`);
  });

  return app;
}
