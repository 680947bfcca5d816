import { type Context, Hono } from "hono";
import { yearNameOf, deductionLawOn } from "#app/content/tax-law.ts";
import { recordAudit } from "../../accounts/audit.ts";
import { renderCertificatePdf } from "../../donations/certificate-document.ts";
import {
  certificateDonor,
  certificateDonors,
  filingOf,
  queueCertificates,
  recordFiling,
  resendCertificate,
} from "../../donations/certificates.ts";
import { financialYearDates } from "../../donations/financial-year.ts";
import { publishedSociety } from "../../donations/receipt-terms.ts";
import { istToday } from "../../india-time.ts";
import { htmlResponse, privateHeaders, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import type { CertificatesProps } from "./certificates.tsx";

/*
 * Yearly certificates on pages (server/donations/certificates.ts does the work): the filed
 * statement's acknowledgement, a preview of the first certificate, one action that emails every
 * donor of the year, a re-send to one donor, and a donor's statement of all their donations.
 * Donors are named in URLs and forms by a receipt number, never a PAN (decision 026).
 */

const notices = {
  saved: "The acknowledgement is saved.",
  queued:
    "The certificates are queued; each donor's line shows its email as it goes. A donor with no email address is marked: give them theirs by hand.",
  resent: "Another certificate is queued for that donor.",
} as const;

const pdfResponse = (pdf: Buffer, fileName: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...privateHeaders,
    },
  });

export function certificateRoutes({ deps, views, db, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  const database = deps.database.db;
  const production = deps.content?.production ?? false;
  const yearOf = (context: Context<StaffEnv>) => {
    const financialYear = context.req.query("fy") ?? "";
    return financialYearDates(financialYear) ? financialYear : undefined;
  };
  const noYear = () => message(400, "Choose a year", "Open the certificates from a year's donations list.");
  const pageUrl = (financialYear: string, done: keyof typeof notices) =>
    `/staff/donations/certificates?fy=${financialYear}&done=${done}`;

  const page = async (
    context: Context<StaffEnv>,
    financialYear: string,
    form: Pick<CertificatesProps, "values" | "errors" | "error"> = {},
    status = 200,
  ) => {
    const from = `${financialYear.slice(0, 4)}-04-01`;
    const law = deductionLawOn(from);
    const done = context.req.query("done");
    const donors = await certificateDonors(database, financialYear);
    return htmlResponse(
      views.renderCertificates({
        signedIn: signedIn(context),
        financialYear,
        yearName: yearNameOf(from).en,
        statementForm: law.statementForm,
        certificateForm: law.certificateForm,
        filing: (await filingOf(database, financialYear)) ?? null,
        donors: donors.map((donor) => ({
          receipt: donor.payment.receipt_number,
          name: donor.payment.donor_name,
          email: donor.payment.donor_email,
          deductiblePaise: donor.deductiblePaise,
          emails: donor.emails,
        })),
        notice: done && done in notices ? notices[done as keyof typeof notices] : undefined,
        ...form,
      }),
      status,
    );
  };

  app.get("/donations/certificates", (context) => {
    const financialYear = yearOf(context);
    return financialYear ? page(context, financialYear) : noYear();
  });

  app.post("/donations/certificates/filing", async (context) => {
    const financialYear = yearOf(context);
    if (!financialYear) return noYear();
    const form = await context.req.parseBody();
    const values = {
      acknowledgement: typeof form.acknowledgement === "string" ? form.acknowledgement : "",
      filedOn: typeof form.filedOn === "string" ? form.filedOn : "",
    };
    const actor = actorOf(context.var.staff);
    const result = await recordFiling(database, financialYear, values, actor.email, now(), istToday(now()));
    if (result.status === "error")
      return page(context, financialYear, { values, errors: result.fields }, 400);
    await recordAudit(db, actor, "donation.statement_filing", financialYear, now());
    return seeOther(pageUrl(financialYear, "saved"));
  });

  app.get("/donations/certificates/preview", async (context) => {
    const financialYear = yearOf(context);
    if (!financialYear) return noYear();
    const filing = await filingOf(database, financialYear);
    const [first] = await certificateDonors(database, financialYear);
    if (!filing || !first)
      return message(400, "Nothing to preview", "Save the acknowledgement of a year with donors first.");
    const { society } = await publishedSociety(database, production);
    const pdf = await renderCertificatePdf({ financialYear, donor: first, society, filing });
    return pdfResponse(pdf, `certificate-${financialYear}-preview.pdf`);
  });

  app.post("/donations/certificates/send", async (context) => {
    const financialYear = yearOf(context);
    if (!financialYear) return noYear();
    const result = await queueCertificates(database, financialYear, now());
    if (result.status === "error") return page(context, financialYear, { error: result.error }, 400);
    await recordAudit(
      db,
      actorOf(context.var.staff),
      "donation.certificates",
      `${financialYear}, ${result.count} emails`,
      now(),
    );
    return seeOther(pageUrl(financialYear, "queued"));
  });

  app.post("/donations/certificates/resend", async (context) => {
    const financialYear = yearOf(context);
    if (!financialYear) return noYear();
    const form = await context.req.parseBody();
    const receipt = typeof form.receipt === "string" ? form.receipt : "";
    const result = await resendCertificate(database, financialYear, receipt, now());
    if (result.status === "error") return page(context, financialYear, { error: result.error }, 400);
    await recordAudit(db, actorOf(context.var.staff), "donation.certificate_resend", receipt, now());
    return seeOther(pageUrl(financialYear, "resent"));
  });

  app.get("/donations/certificates/statement", async (context) => {
    const financialYear = yearOf(context);
    if (!financialYear) return noYear();
    const donor = await certificateDonor(database, financialYear, context.req.query("receipt") ?? "");
    if (!donor) return message(404, "Not found", "There is no donor of that year with that receipt.");
    const { society } = await publishedSociety(database, production);
    const pdf = await renderCertificatePdf({ financialYear, donor, society, filing: null });
    await recordAudit(
      db,
      actorOf(context.var.staff),
      "donation.donor_statement",
      donor.payment.receipt_number,
      now(),
    );
    return pdfResponse(
      pdf,
      `statement-${financialYear}-${donor.payment.receipt_number.replace("/", "-")}.pdf`,
    );
  });

  return app;
}
