import { indianFigures } from "#app/utils/indian-figures.ts";
import { type Context, Hono } from "hono";
import { settingKeys } from "#app/content/settings/fields.ts";
import { pictureChoices } from "../../media/content-images.ts";
import type { FigureRowInput, YearlyFigures } from "#app/content/yearly-figures.ts";
import { publishFigures, readFigures, saveFiguresDraft } from "../../content/figures.ts";
import { launchList } from "../../content/launch.ts";
import { documentKindLabels } from "../../documents/documents.ts";
import { decodeItemBase, encodeItemBase, itemBaseOf } from "../../content/items.ts";
import { paymentAlerted, paymentAlertNotice } from "../../content/payment-alerts.ts";
import { changedSettings, paymentSettingKeys, settingLabel } from "../../content/setting-changes.ts";
import {
  publishSettings,
  readSettings,
  saveSettingsDraft,
  settingsAfterConflict,
  settingsItems,
  settingsKind,
  settingsOpenedFrom,
} from "../../content/settings.ts";
import { changesPaymentDetails } from "../../accounts/roles.ts";
import { conflictMessage } from "./conflict.ts";
import { historyRoutes } from "./history-routes.ts";
import { previewRoutes } from "./preview-routes.ts";
import { formText, htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";

/*
 * The society's content: /staff/content/settings (the organisation settings, a draft and a
 * publish) and /staff/launch (what is still to fill in). The rules and the audit lines are the
 * content domain's (server/content/); this module reads the request and renders.
 */

// A notice by code, never text from the address (decision 026).
const notices: Record<string, string> = {
  draft: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. Every page shows it within a minute.",
  "published-payment": `Published. Every page shows it within a minute. ${paymentAlertNotice}`,
};

const paymentOnly =
  "Nothing was saved. The bank account and UPI details are an administrator’s to change: ask one of them.";
const back = { href: "/staff/content/settings", text: "Back to the settings" };

// The page the settings' preview opens (the contact page shows most of them), and the way back.
const settingsPreview = `${settingsItems[0]?.previewPath ?? "/"}?from=${settingsItems[0]?.key ?? ""}`;

export function contentRoutes(parts: Shared) {
  const { deps, views, now, signedIn, message, renderPagesAgain } = parts;
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;
  const production = deps.content?.production ?? false;

  const settingsPage = async (
    context: Context<StaffEnv>,
    props: Omit<
      Parameters<StaffViews["renderSettings"]>[0],
      "signedIn" | "production" | "pictures" | "paymentEditable"
    >,
    status = 200,
  ) =>
    htmlResponse(
      views.renderSettings({
        signedIn: signedIn(context),
        production,
        pictures: await pictureChoices(db),
        paymentEditable: changesPaymentDetails(context.var.staff.role),
        ...props,
      }),
      status,
    );

  app.get("/content/settings", async (context) => {
    const state = await readSettings(db);
    const done = context.req.query("done");
    return settingsPage(context, {
      values: state.draft?.values ?? state.published,
      draft: state.draft,
      version: state.version,
      base: encodeItemBase(itemBaseOf(state)),
      notice: done && Object.hasOwn(notices, done) ? notices[done] : undefined,
    });
  });

  app.post("/content/settings", async (context) => {
    const form = await context.req.parseBody();
    const posted = Object.fromEntries(
      settingKeys.flatMap((key) => (typeof form[key] === "string" ? [[key, form[key]]] : [])),
    );
    const actor = actorOf(context.var.staff);
    const publish = form.intent === "publish";
    const base = decodeItemBase(form.base);
    if (!changesPaymentDetails(context.var.staff.role)) {
      // The form shows them read-only and sends none: one sent is no one's typing, and changes nothing.
      if (paymentSettingKeys.some((key) => key in form))
        return message(403, "Only an administrator changes where donations are paid", paymentOnly, back);
      const state = await readSettings(db);
      const shown = state.draft?.values ?? state.published;
      for (const key of paymentSettingKeys) if (shown[key] !== undefined) posted[key] = shown[key];
      const pending = publish ? changedSettings(state.published, shown, paymentSettingKeys) : [];
      if (pending.length > 0)
        return settingsPage(
          context,
          {
            values: posted,
            paymentPending: pending.map(settingLabel),
            draft: state.draft,
            version: state.version,
            base: typeof form.base === "string" ? form.base : encodeItemBase(itemBaseOf(state)),
          },
          403,
        );
    }
    const result = publish
      ? await publishSettings(db, actor, posted, now(), base)
      : await saveSettingsDraft(db, actor, posted, now(), base);
    if (result.status === "conflict") {
      // Someone else saved meanwhile: the form comes back with their changes merged in where the
      // person had not touched the setting, based on the state as it is now, so that pressing
      // again saves what the form shows.
      const state = await readSettings(db);
      const theirs = state.draft?.values ?? state.published;
      const checked = settingsKind.check(posted);
      const merged = settingsAfterConflict(
        checked.ok ? checked.values : posted,
        theirs,
        await settingsOpenedFrom(db, base),
      );
      return settingsPage(
        context,
        {
          values: merged.values,
          conflict: conflictMessage(result, "merge"),
          conflictFields: {
            taken: merged.taken.map(settingLabel),
            kept: merged.kept.map((key) => ({ label: settingLabel(key), theirs: theirs[key] })),
          },
          draft: state.draft,
          version: state.version,
          base: encodeItemBase(itemBaseOf(state)),
        },
        409,
      );
    }
    if (result.status !== "saved") {
      const state = await readSettings(db);
      // What the person typed stays in the fields, to correct.
      return settingsPage(
        context,
        {
          values: posted,
          errors: result.errors,
          draft: state.draft,
          version: state.version,
          base: typeof form.base === "string" ? form.base : encodeItemBase(itemBaseOf(state)),
        },
        400,
      );
    }
    if (publish) renderPagesAgain("a publish");
    if (form.intent === "preview") return seeOther(`/staff/preview${settingsPreview}`);
    if (!publish) return seeOther("/staff/content/settings?done=draft");
    const alerted = result.version !== undefined && (await paymentAlerted(db, result.version));
    return seeOther(`/staff/content/settings?done=${alerted ? "published-payment" : "published"}`);
  });

  // The yearly figures on /transparency: a row per year, and two empty rows to add years.
  const blankRow: FigureRowInput = { year: "", income: "", expenditure: "", programmeShare: "" };
  const rowsOf = (figures: YearlyFigures): FigureRowInput[] => [
    ...figures.years.map((entry) => ({
      year: entry.year,
      // Written as the field's hint and the pages write rupees (12,50,000), not as stored.
      income: indianFigures(entry.income),
      expenditure: indianFigures(entry.expenditure),
      programmeShare: String(entry.programmeShare),
    })),
    blankRow,
    blankRow,
  ];

  app.get("/figures", async (context) => {
    const state = await readFigures(db);
    const done = context.req.query("done");
    return htmlResponse(
      views.renderFigures({
        signedIn: signedIn(context),
        rows: rowsOf(state.draft?.values ?? state.published),
        draft: state.draft,
        version: state.version,
        notice: done && Object.hasOwn(notices, done) ? notices[done] : undefined,
      }),
    );
  });

  app.post("/figures", async (context) => {
    const form = await context.req.parseBody();
    const text = (key: string) => formText(form, key);
    const rows: FigureRowInput[] = [];
    for (let index = 0; index < 40 && `year.${index}` in form; index += 1)
      rows.push({
        year: text(`year.${index}`),
        income: text(`income.${index}`),
        expenditure: text(`expenditure.${index}`),
        programmeShare: text(`programmeShare.${index}`),
      });
    const actor = actorOf(context.var.staff);
    const publish = form.intent === "publish";
    const result = publish
      ? await publishFigures(db, actor, { years: rows }, now())
      : await saveFiguresDraft(db, actor, { years: rows }, now());
    if (result.status === "invalid") {
      const state = await readFigures(db);
      return htmlResponse(
        views.renderFigures({
          signedIn: signedIn(context),
          rows,
          errors: result.errors,
          draft: state.draft,
          version: state.version,
        }),
        400,
      );
    }
    if (publish) renderPagesAgain("a publish");
    return seeOther(`/staff/figures?done=${publish ? "published" : "draft"}`);
  });

  app.get("/launch", async (context) => {
    const { certificates, inCode, ...rest } = await launchList(db);
    return htmlResponse(
      views.renderLaunch({
        signedIn: signedIn(context),
        ...rest,
        certificates: certificates.map(({ kind }) => documentKindLabels[kind]),
        inCode: inCode.length,
        paymentEditable: changesPaymentDetails(context.var.staff.role),
      }),
    );
  });

  app.route("/", historyRoutes(parts));
  app.route("/", previewRoutes(parts));
  return app;
}
