import { Hono } from "hono";
import { financialYearDates, financialYearOf } from "../../donations/financial-year.ts";
import { form10bdRows } from "../../donations/form-10bd.ts";
import { financialYearsOf, pledgeLines } from "../../donations/pledges.ts";
import { istToday } from "../../india-time.ts";
import { htmlResponse } from "../http.ts";
import type { Shared, StaffEnv } from "./shared.ts";

/*
 * Donations: what `npm run donations` does, on pages, by the same modules in server/donations/ —
 * the list of pledges and payments, recording a payment, its receipt PDF, cancelling a receipt and
 * the Form 10BD file.
 */

export function donationRoutes({ deps, views, now, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();

  app.get("/donations", async (context) => {
    const financialYear = context.req.query("fy") || undefined;
    const all = await pledgeLines(deps.database.db);
    const financialYears = financialYearsOf(all);
    const current = financialYearOf(istToday(now()));
    if (!financialYears.includes(current)) financialYears.unshift(current);
    const page = { signedIn: signedIn(context), financialYears };
    if (financialYear && !financialYearDates(financialYear))
      return htmlResponse(
        views.renderDonations({
          ...page,
          lines: all,
          error: `“${financialYear}” is not a financial year like ${current}; showing every year.`,
        }),
        400,
      );
    if (!financialYear) return htmlResponse(views.renderDonations({ ...page, lines: all }));
    const form10bd = await form10bdRows(deps.database.db, financialYear);
    return htmlResponse(
      views.renderDonations({
        ...page,
        financialYear,
        lines: all.filter((line) => line.financialYears.includes(financialYear)),
        withoutId: form10bd.status === "ready" ? form10bd.skippedWithoutId : undefined,
      }),
    );
  });

  return app;
}
