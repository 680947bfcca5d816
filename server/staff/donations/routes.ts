import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { toCsv } from "../../submissions/csv.ts";
import { financialYearDates, financialYearOf } from "../../donations/financial-year.ts";
import { statementHeader, statementRows } from "../../donations/statement.ts";
import {
  financialYearsOf,
  findPledge,
  inFinancialYear,
  pledgeLines,
  reportedSetAside,
  reportedToConfirm,
  unpaidPaise,
} from "../../donations/pledges.ts";
import { renderReceiptPdf } from "../../donations/receipt-document.ts";
import { approvalOnDay, publishedSociety, receiptNotDeductible } from "../../donations/receipt-terms.ts";
import type { Caution } from "../../donations/cautions.ts";
import {
  cancelReceipt,
  findPayment,
  pledgeReferenceOf,
  type Payment,
  receiptEmails,
  receivePayment,
} from "../../donations/receipts.ts";
import { withDonationTables } from "../../donations/schema.ts";
import { istToday } from "../../india-time.ts";
import { recordAudit } from "../../accounts/audit.ts";
import { markReportNotSpam } from "../../donations/payment-reports.ts";
import {
  cancellationReasonMaxLength,
  newPaymentFrom,
  type PaymentFormErrors,
  type PaymentFormValues,
  paymentFormSchema,
  receiptHref,
  valuesFromReport,
} from "../../donations/payment-form.ts";
import { htmlResponse, privateHeaders, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

/*
 * Donations: what `npm run donations` does, on pages, by the same modules in server/donations/ —
 * the list of pledges and payments, recording a payment, its receipt PDF, cancelling a receipt and
 * the Form 10BD file. Each action goes to the audit log with the receipt number or the year.
 * The pages never show a command: staff work here, operators read the README.
 */

/** What the list may be narrowed to: every line, pledges with a report to confirm, or set aside as spam. */
const showChoices = ["", "to-confirm", "set-aside"] as const;

/** The codes a receipt page announces (server/staff/donations/receipt.tsx); any other shows nothing. */
const receiptDone = ["recorded", "cancelled"] as const;

export function donationRoutes({ deps, views, db, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  const database = deps.database.db;
  const donations = withDonationTables(database);
  const today = () => istToday(now());
  const production = deps.content?.production ?? false;
  const notFound = (what: string) =>
    message(404, "Not found", `There is no ${what}.`, { href: "/staff/donations", text: "Go to donations" });

  app.get("/donations", async (context) => {
    const financialYear = context.req.query("fy") || undefined;
    const show = showChoices.find((choice) => choice === context.req.query("show")) ?? "";
    const all = await pledgeLines(database);
    const financialYears = financialYearsOf(all);
    const current = financialYearOf(today());
    if (!financialYears.includes(current)) financialYears.unshift(current);
    /** The year's lines, or only those with a report to confirm or set aside, with their counts. */
    const shown = (lines: typeof all) => {
      const waiting = reportedToConfirm(lines);
      const setAside = reportedSetAside(lines);
      const chosen = { "": lines, "to-confirm": waiting, "set-aside": setAside }[show];
      return { lines: chosen, toConfirmCount: waiting.length, setAsideCount: setAside.length, show };
    };
    const page = { signedIn: signedIn(context), financialYears };
    if (financialYear && !financialYearDates(financialYear))
      return htmlResponse(
        views.renderDonations({
          ...page,
          ...shown(all),
          // Fixed words: nothing a caller puts in a URL is shown on a page.
          error: `That is not a financial year like ${current}; showing every year.`,
        }),
        400,
      );
    if (!financialYear) return htmlResponse(views.renderDonations({ ...page, ...shown(all) }));
    const statement = await statementRows(database, financialYear, production);
    const lastDay = financialYearDates(financialYear)?.to;
    return htmlResponse(
      views.renderDonations({
        ...page,
        financialYear,
        ...shown(inFinancialYear(all, financialYear)),
        statement,
        yearRunsUntil: lastDay && today() <= lastDay ? lastDay : undefined,
      }),
    );
  });

  app.get("/donations/form-10bd", async (context) => {
    const financialYear = context.req.query("fy") ?? "";
    if (!financialYearDates(financialYear))
      return message(400, "Cannot export", `Choose a financial year like ${financialYearOf(today())}.`);
    const form = await statementRows(database, financialYear, production);
    if (form.status === "error") return message(400, "Cannot export", form.error);
    await recordAudit(
      db,
      actorOf(context.var.staff),
      "donation.form_10bd",
      `${financialYear}, ${form.rows.length} rows`,
      now(),
    );
    const fileName = `${form.form.toLowerCase().replace(" ", "-")}-${financialYear}.csv`;
    return new Response(toCsv(statementHeader, form.rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        ...privateHeaders,
      },
    });
  });

  // --- Recording a payment ---------------------------------------------------------------------------

  type Form = {
    values: PaymentFormValues;
    errors: PaymentFormErrors;
    /** The receipt that already has the payment's mode and reference. */
    existingReceipt?: string | undefined;
    /** The payment is more than the pledge needs: the form asks to confirm it. */
    moreThanPledged?: boolean | undefined;
    /** What the payment raises, to confirm before the receipt is issued (server/donations/cautions.ts). */
    cautions?: Caution[] | undefined;
  };
  const blankForm: Form = { values: {}, errors: {} };

  /** The society's approvals as published now, on the day a receipt is or would be dated. */
  const approvalOn = async (day: string) =>
    approvalOnDay((await publishedSociety(database, production)).society, day);

  /** The day the form shows (the form puts today where none was given), for its deduction warning. */
  const dayShown = (values: PaymentFormValues) =>
    values.date !== undefined && isCalendarDate(values.date) ? values.date : today();

  /** A pledge's page; on first sight its form is filled in from the donor's newest report to confirm. */
  const pledgePage = async (context: Context<StaffEnv>, reference: string, form?: Form, status = 200) => {
    const pledge = await findPledge(database, reference);
    const done = context.req.query("done") === "report-not-spam" ? "report-not-spam" : undefined;
    if (!pledge) return notFound("donation pledge with that reference");
    const [report] = pledge.toConfirm;
    const shown = form ?? {
      errors: {},
      values: report ? valuesFromReport(report, unpaidPaise(pledge)) : {},
      prefilledFrom: report,
    };
    const approval = await approvalOn(dayShown(shown.values));
    return htmlResponse(
      views.renderPledge({ signedIn: signedIn(context), pledge, today: today(), approval, done, ...shown }),
      status,
    );
  };
  const newPaymentPage = async (context: Context<StaffEnv>, form: Form, status = 200) => {
    const approval = await approvalOn(dayShown(form.values));
    return htmlResponse(
      views.renderNewPayment({ signedIn: signedIn(context), today: today(), approval, ...form }),
      status,
    );
  };

  /** Records the posted payment; shows the form again with its errors, or goes to the new receipt. */
  const record =
    (pledgeReference: (context: Context<StaffEnv>) => string | undefined) =>
    async (context: Context<StaffEnv>) => {
      const reference = pledgeReference(context);
      const values = paymentFormSchema.parse(await context.req.parseBody());
      const actor = actorOf(context.var.staff);
      const result = await receivePayment(
        {
          database: deps.database,
          now,
          emailReceipt: values.noEmail !== "yes",
          recordedBy: actor.email,
          production,
          askFirst: true,
        },
        newPaymentFrom(values, reference),
      );
      if (result.status === "error") {
        const form = {
          values,
          errors: result.fields,
          existingReceipt: result.existingReceipt,
          moreThanPledged: result.moreThanPledged,
          cautions: result.cautions,
        };
        return reference ? pledgePage(context, reference, form, 400) : newPaymentPage(context, form, 400);
      }
      const receipt = result.payment.receipt_number;
      await recordAudit(db, actor, "donation.payment", receipt, now());
      return seeOther(`${receiptHref(receipt)}?done=recorded`);
    };

  app.get("/donations/pledges/:reference", (context) => pledgePage(context, context.req.param("reference")));
  app.post(
    "/donations/pledges/:reference/payments",
    record((context) => context.req.param("reference")),
  );
  app.post("/donations/pledges/:reference/reports/:id/not-spam", async (context) => {
    const pledge = await findPledge(database, context.req.param("reference"));
    if (!pledge) return notFound("donation pledge with that reference");
    const moved = await markReportNotSpam(
      { db: database, now, newId: randomUUID },
      pledge.submissionId,
      context.req.param("id"),
    );
    if (moved)
      await recordAudit(db, actorOf(context.var.staff), "donation.report_not_spam", pledge.reference, now());
    // A report already moved (a second click, a colleague) leads to the same page, with nothing to say.
    const page = `/staff/donations/pledges/${pledge.reference}`;
    return seeOther(moved ? `${page}?done=report-not-spam` : page);
  });
  app.get("/donations/payments/new", (context) => newPaymentPage(context, blankForm));
  app.post(
    "/donations/payments",
    record(() => undefined),
  );

  // --- One receipt -----------------------------------------------------------------------------------

  const receiptOf = (context: Context<StaffEnv>) =>
    findPayment(donations, `${context.req.param("year")}/${context.req.param("sequence")}`);

  app.get("/donations/receipts/:year/:sequence", async (context) => {
    const payment = await receiptOf(context);
    if (!payment) return notFound("receipt with that number");
    const emails = await receiptEmails(donations, payment.id);
    // What its PDF says about the deduction, and for an approval that did not cover it, the settings now.
    const because = receiptNotDeductible(payment);
    return htmlResponse(
      views.renderReceipt({
        signedIn: signedIn(context),
        payment,
        pledgeReference: await pledgeReferenceOf(donations, payment),
        emails: emails.map((email) => ({ ...email, attempts: Number(email.attempts) })),
        done: receiptDone.find((code) => code === context.req.query("done")),
        notDeductible: because && { because, approvalNow: await approvalOn(payment.paid_on) },
      }),
    );
  });

  app.get("/donations/receipts/:year/:sequence/pdf", async (context) => {
    const payment = await receiptOf(context);
    if (!payment) return notFound("receipt with that number");
    const pdf = await renderReceiptPdf(payment);
    await recordAudit(db, actorOf(context.var.staff), "donation.receipt_pdf", payment.receipt_number, now());
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="receipt-${payment.receipt_number.replace("/", "-")}.pdf"`,
        ...privateHeaders,
      },
    });
  });

  const cancelPage = (
    context: Context<StaffEnv>,
    payment: Payment,
    refused?: { reason: string; tellDonor: boolean; error: string },
  ) =>
    htmlResponse(
      views.renderCancelReceipt({ signedIn: signedIn(context), payment, ...refused }),
      refused ? 400 : 200,
    );

  app.get("/donations/receipts/:year/:sequence/cancel", async (context) => {
    const payment = await receiptOf(context);
    if (!payment) return notFound("receipt with that number");
    if (payment.cancelled_at) return seeOther(receiptHref(payment.receipt_number));
    return cancelPage(context, payment);
  });

  app.post("/donations/receipts/:year/:sequence/cancel", async (context) => {
    const payment = await receiptOf(context);
    if (!payment) return notFound("receipt with that number");
    const form = await context.req.parseBody();
    const reason = typeof form.reason === "string" ? form.reason.trim() : "";
    const tellDonor = form.tellDonor === "yes";
    if (reason.length > cancellationReasonMaxLength)
      return cancelPage(context, payment, {
        reason,
        tellDonor,
        error: `Keep the reason to ${cancellationReasonMaxLength} characters; the receipt prints it.`,
      });
    const result = await cancelReceipt({ database: deps.database, now }, payment.receipt_number, reason, {
      tellDonor,
    });
    if (result.status === "error")
      return cancelPage(context, payment, { reason, tellDonor, error: result.error });
    await recordAudit(db, actorOf(context.var.staff), "donation.cancel", payment.receipt_number, now());
    return seeOther(`${receiptHref(payment.receipt_number)}?done=cancelled`);
  });

  return app;
}
