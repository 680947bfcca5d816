import { type Context, Hono } from "hono";
import {
  erasePerson,
  erasureDone,
  exportPerson,
  findPerson,
  normaliseAddress,
} from "../../privacy/person.ts";
import { addressesFor, readAddressQuery } from "../../privacy/find-address.ts";
import { labelledFields } from "../../submissions/submission.ts";
import { publishedSettingValues } from "../../content/settings.ts";
import { inLanguage, publishedSettings } from "#app/content/settings/published.ts";
import { dataOf } from "../../submissions/inbox.ts";
import { recordAudit } from "../../accounts/audit.ts";
import { findPersonLookup, forgetSearchesNaming, saveSearch, searchLifetimeHours } from "../searches.ts";
import { htmlResponse, privateHeaders, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";

/*
 * Privacy requests: find, copy and erase what is stored about an email address, by the module behind
 * `npm run submissions -- person` (server/privacy/person.ts). The audit log never holds the address,
 * and no URL does either: it is posted, and kept on the server under an id (server/staff/searches.ts).
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
  // No control or format characters (U+202E…): no address has them, and they could reorder a page.
  const looksLikeAddress = (address: string) =>
    /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+$/u.test(address) && address.length <= 254;
  const badAddress = "Enter an email address such as name@example.org.";
  const badQuery =
    "Enter their email address, a reference such as CON-7F3K2Q, a receipt number, their phone number or their name.";
  const tooLong =
    "That is longer than any email address, reference, phone number or name: 254 characters at most.";
  const lookupEnded = `That look-up has ended (one is kept for ${searchLifetimeHours} hours): enter the address again.`;
  const lookupOf = (context: Context<StaffEnv>, id: string | undefined) =>
    id ? findPersonLookup(deps.database.db, context.var.staff.id, id, now()) : Promise.resolve(undefined);

  /**
   * The page; after a look-up (POST /staff/privacy) its URL carries the id of the address kept on the
   * server, never the address. After an erasure, the notice reads this staff member's erasure record.
   */
  app.get("/privacy", async (context) => {
    const notice = await erasureNotice(context.req.query("erased"), context.var.staff.email);
    const lookup = context.req.query("lookup");
    if (!lookup) return privacyPage(context, { notice });
    const terms = await lookupOf(context, lookup);
    if (!terms) return privacyPage(context, { error: lookupEnded }, 404);
    const record = await findPerson(personContext(), terms.address);
    await recordAudit(db, actorOf(context.var.staff), "privacy.find", null, now());
    return privacyPage(context, { address: terms.address, lookup, record, notice });
  });

  /**
   * A look-up by what the person gave: an email address, or a reference, phone number or name that
   * leads to the addresses it was sent with (several to choose from, or none).
   */
  app.post("/privacy", async (context) => {
    const form = await context.req.parseBody();
    const typed = typeof form.email === "string" ? form.email : "";
    const query = readAddressQuery(typed);
    // What was typed stays in the box, to correct rather than type again.
    const kept = typed.slice(0, 254);
    if (!query)
      return privacyPage(
        context,
        { address: kept, error: typed.trim().length > 254 ? tooLong : badQuery },
        400,
      );
    const addresses = await addressesFor(db, deps.database.dialect, query);
    const [address] = addresses;
    if (!address || !looksLikeAddress(address))
      return privacyPage(
        context,
        {
          address: kept,
          error:
            "Nothing is stored under that. Try their email address, a reference, a receipt number, their phone number or their name.",
        },
        404,
      );
    if (addresses.length > 1) return privacyPage(context, { choices: addresses });
    const lookup = await saveSearch(
      deps.database.db,
      context.var.staff.id,
      { kind: "person", address },
      now(),
    );
    return seeOther(`/staff/privacy?${new URLSearchParams({ lookup })}`);
  });

  app.get("/privacy/export", async (context) => {
    const terms = await lookupOf(context, context.req.query("lookup"));
    if (!terms)
      return message(404, "Cannot export", lookupEnded, { href: "/staff/privacy", text: "Privacy requests" });
    const copy = await exportPerson(personContext(), terms.address);
    await recordAudit(db, actorOf(context.var.staff), "privacy.export", null, now());
    return new Response(copy, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${now().toISOString().slice(0, 10)}.json"`,
        ...privateHeaders,
      },
    });
  });

  /** The person's copy as a document to read (the JSON is for programs), with every field labelled. */
  app.get("/privacy/copy", async (context) => {
    const terms = await lookupOf(context, context.req.query("lookup"));
    if (!terms)
      return message(404, "Cannot make the copy", lookupEnded, {
        href: "/staff/privacy",
        text: "Privacy requests",
      });
    const record = await findPerson(personContext(), terms.address);
    const fields = Object.fromEntries(
      record.submissions.map((submission) => [
        submission.id,
        labelledFields(
          submission.formType,
          dataOf(JSON.stringify(submission.data)),
          "whole",
          record.language,
        ),
      ]),
    );
    const madeAt = now().toISOString();
    await recordAudit(db, actorOf(context.var.staff), "privacy.export", "html", now());
    const settings = publishedSettings(await publishedSettingValues(deps.database.db), false);
    const society = inLanguage(settings, "name", record.language);
    return new Response(views.renderPersonCopy({ record, fields, madeAt, society }), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${madeAt.slice(0, 10)}.html"`,
        // Opened from the download, not here: this answer runs nothing and loads nothing.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        ...privateHeaders,
      },
    });
  });

  app.post("/privacy/erase", async (context) => {
    const form = await context.req.parseBody();
    const address = addressFrom(form.email);
    if (!looksLikeAddress(address)) return privacyPage(context, { error: badAddress }, 400);
    const lookup = typeof form.lookup === "string" ? form.lookup : undefined;
    const confirmation = typeof form.confirm === "string" ? form.confirm.trim().toLowerCase() : "";
    const reshow = async (error: string) =>
      privacyPage(
        context,
        { address, lookup, record: await findPerson(personContext(), address), error },
        400,
      );
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
    await forgetSearchesNaming(deps.database.db, address);
    await recordAudit(db, actorOf(staff), "privacy.erase", result.erasureId, now());
    return seeOther(`/staff/privacy?${new URLSearchParams({ erased: result.erasureId })}`);
  });

  /** What an erasure did, from its record: only the staff member's own, and nothing from the URL. */
  async function erasureNotice(id: string | undefined, staffEmail: string) {
    if (!id) return undefined;
    const erasure = await erasureDone(deps.database.db, id, staffEmail);
    if (!erasure) return undefined;
    const kept = erasure.donationsKept;
    return `Erased. ${erasure.submissions} submission(s) deleted, the address cleared from ${erasure.mentionsCleared} other submission(s) or their notes, ${erasure.emailFiles} email file(s) deleted.${kept.length > 0 ? ` Kept by law: ${kept.join(", ")}.` : ""}`;
  }

  return app;
}
