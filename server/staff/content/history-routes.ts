import { type Context, Hono } from "hono";
import { compareValues } from "../../content/compare.ts";
import {
  decodeItemBase,
  encodeItemBase,
  itemBaseOf,
  itemVersion,
  itemVersions,
  readItem,
  type RegisteredItem,
  restoreItemVersion,
} from "../../content/items.ts";
import { contentItem } from "../../content/registry.ts";
import { paymentAlerted, paymentAlertNotice } from "../../content/payment-alerts.ts";
import { settingLabel, settingsItem } from "../../content/setting-changes.ts";
import { paymentChangesOfVersion } from "../../content/settings.ts";
import { changesPaymentDetails } from "../../accounts/roles.ts";
import { htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";
import { conflictMessage } from "./conflict.ts";

/*
 * /staff/content/history/<item key>: every published version of any registered content item, one
 * compared with the current, and a restore (a new version, audited content.<kind>.restore).
 * Generic over the item's data: the comparison goes by field or path (server/content/compare.ts),
 * named by the item's own labels. The rules are server/content/items.ts's; this module renders.
 */

type HistoryProps = Parameters<StaffViews["renderHistory"]>[0];

const restoredNotice = "Restored as a new version. Every page shows it within a minute.";
// A notice by code, never text from the address (decision 026).
const restoredNotices: Record<string, string> = {
  restored: restoredNotice,
  "restored-payment": `${restoredNotice} ${paymentAlertNotice}`,
};

/** `?compare=3`: a version number, or nothing. */
function versionNumber(text: unknown) {
  return typeof text === "string" && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

export function historyRoutes({ deps, views, now, signedIn, message, renderPagesAgain }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;

  async function historyPage(
    context: Context<StaffEnv>,
    item: RegisteredItem,
    extra: Partial<Pick<HistoryProps, "notice" | "conflict" | "base">> & { compare?: number },
    status = 200,
  ) {
    const state = await readItem(db, item.key, item.kind);
    const versions = await itemVersions(db, item.key);
    const current = state.version?.number;
    const label = item.label ?? ((path: string) => path);
    const comparable = item.comparable ?? ((values: unknown) => values);
    let comparison: HistoryProps["comparison"];
    if (extra.compare !== undefined && current !== undefined && extra.compare !== current) {
      const older = await itemVersion(db, item.key, item.kind, extra.compare);
      if (older !== undefined)
        comparison = {
          number: extra.compare,
          current,
          changes: compareValues(comparable(older), comparable(state.published)).map((change) => ({
            ...change,
            label: label(change.path),
          })),
        };
    }
    return htmlResponse(
      views.renderHistory({
        signedIn: signedIn(context),
        item: { key: item.key, title: item.title, editPath: item.editPath, previewPath: item.previewPath },
        versions,
        draft: state.draft ? { savedAt: state.draft.savedAt, savedBy: state.draft.savedBy } : null,
        comparison,
        base: extra.base ?? encodeItemBase(itemBaseOf(state)),
        notice: extra.notice,
        conflict: extra.conflict,
      }),
      status,
    );
  }

  const notFound = () => message(404, "Not found", "There is no such content item.");

  app.get("/content/history/:key", async (context) => {
    const item = await contentItem(db, context.req.param("key"));
    if (!item) return notFound();
    const done = context.req.query("done") ?? "";
    return historyPage(context, item, {
      compare: versionNumber(context.req.query("compare")),
      notice: Object.hasOwn(restoredNotices, done) ? restoredNotices[done] : undefined,
    });
  });

  app.post("/content/history/:key/restore", async (context) => {
    const item = await contentItem(db, context.req.param("key"));
    if (!item) return notFound();
    const form = await context.req.parseBody();
    const version = versionNumber(form.version);
    if (version === undefined) return message(400, "Which version?", "Choose a version to restore.");
    if (item.key === settingsItem && !changesPaymentDetails(context.var.staff.role)) {
      const payment = await paymentChangesOfVersion(db, version);
      if (payment.length > 0)
        return message(
          403,
          "Only an administrator changes where donations are paid",
          `Version ${version} has other bank or UPI details (${payment.map(settingLabel).join(", ")}). Nothing was restored: ask an administrator to restore it.`,
          { href: `/staff/content/history/${settingsItem}`, text: "Back to the history" },
        );
    }
    const outcome = await restoreItemVersion(db, {
      key: item.key,
      kind: item.kind,
      actor: actorOf(context.var.staff),
      now: now(),
      version,
      base: decodeItemBase(form.base),
    });
    if (outcome.status === "missing")
      return message(404, "Not found", "There is no such version to restore.");
    if (outcome.status === "conflict")
      return historyPage(
        context,
        item,
        {
          conflict: conflictMessage(outcome),
          compare: version,
          base: typeof form.base === "string" ? form.base : undefined,
        },
        409,
      );
    renderPagesAgain("a restore");
    const alerted = item.key === settingsItem && (await paymentAlerted(db, outcome.version));
    return seeOther(
      `/staff/content/history/${encodeURIComponent(item.key)}?done=${alerted ? "restored-payment" : "restored"}`,
    );
  });

  return app;
}
