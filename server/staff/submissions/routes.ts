import { PassThrough, Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { formatSubmissions } from "../../submissions/export.ts";
import { recordAudit } from "../../accounts/audit.ts";
import { htmlResponse, privateHeaders, seeOther } from "../http.ts";
import {
  decodeCursor,
  encodeCursor,
  filteredSubmissions,
  filterQuery,
  type InboxFilter,
  inboxPage,
  isFormType,
  newCounts,
  parseInboxFilter,
} from "../../submissions/inbox.ts";
import { formCsv, writeWorkbook } from "../../submissions/spreadsheet.ts";
import { findInboxSearch, saveSearch, searchLifetimeHours } from "../searches.ts";
import { correctSubmission } from "../../submissions/correction.ts";
import {
  findSubmission,
  markNotSpam,
  markSpam,
  noteRefusal,
  resendEmail,
  reviewSubmission,
  submissionsByReference,
} from "../../submissions/submission.ts";
import { isProgress } from "../../submissions/progress.ts";
import { istToday } from "../../india-time.ts";
import { pledgeReportCounts } from "../../donations/pledges.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import { doneCodes, doneNotice, inboxNotice } from "./notices.ts";
import { backParameter, inboxQueryFrom, submissionHref } from "./back-to-inbox.ts";

/* The inbox, its export, one submission and what staff do to it. */

const searchNotInUrl =
  "Type what you search for in the box and choose Show: a search is not kept in the page’s address.";
const searchEnded = `That search has ended (a search is kept for ${searchLifetimeHours} hours): search again.`;

type InboxFilterResult =
  | { status: "ok"; filter: InboxFilter; search?: string }
  | { status: "error"; errors: string[]; filter?: InboxFilter };

const exportFormats = ["xlsx", "csv", "json"] as const;
type ExportFormat = (typeof exportFormats)[number];
const isExportFormat = (value: unknown): value is ExportFormat =>
  exportFormats.some((format) => format === value);

/** The form's actions on one submission; each also keeps the note as typed. */
const reviewActions = ["save", "new", "in_progress", "handled", "spam", "not-spam"] as const;
type ReviewAction = (typeof reviewActions)[number];
const isReviewAction = (value: unknown): value is ReviewAction =>
  reviewActions.some((action) => action === value);

export function submissionRoutes({ deps, views, db, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  const { dialect } = deps.database;

  /**
   * The inbox's filter from a URL's query: the parts that name nobody, and the id of a search
   * kept on the server (POST /staff/search), whose text never stands in a URL.
   */
  const filterOf = async (
    context: Context<StaffEnv>,
    params: URLSearchParams,
  ): Promise<InboxFilterResult> => {
    if (params.has("q") || params.has("anywhere")) return { status: "error", errors: [searchNotInUrl] };
    const parsed = parseInboxFilter(Object.fromEntries(params));
    const search = params.get("search");
    if (parsed.status === "error" || !search) return parsed;
    const terms = await findInboxSearch(deps.database.db, context.var.staff.id, search, now());
    if (!terms) return { status: "error", errors: [searchEnded], filter: parsed.filter };
    return { status: "ok", filter: { ...parsed.filter, q: terms.q, anywhere: terms.anywhere }, search };
  };
  const requestFilter = (context: Context<StaffEnv>) =>
    filterOf(context, new URL(context.req.url).searchParams);

  const today = () => istToday(now());
  /** The shortcut's count of reports to confirm, and the line about reports set aside as spam. */
  const reportCounts = async () => {
    const { toConfirm, setAside } = await pledgeReportCounts(db);
    return { toConfirmCount: toConfirm, setAsideCount: setAside };
  };

  const inboxWithErrors = async (context: Context<StaffEnv>, errors: string[], filter?: InboxFilter) =>
    htmlResponse(
      views.renderInbox({
        signedIn: signedIn(context),
        filter: filter ?? { status: "inbox" },
        errors,
        rows: [],
        query: "",
        pageQuery: "",
        isFirstPage: true,
        newCounts: await newCounts(db),
        ...(await reportCounts()),
        today: today(),
      }),
      400,
    );

  app.get("/", async (context) => {
    const parsed = await requestFilter(context);
    if (parsed.status === "error") return inboxWithErrors(context, parsed.errors, parsed.filter);
    const { filter, search } = parsed;
    const kept = search ? { search } : undefined;
    const cursor = decodeCursor(context.req.query("after"));
    const { rows, next } = await inboxPage(db, dialect, filter, cursor);
    return htmlResponse(
      views.renderInbox({
        signedIn: signedIn(context),
        filter,
        errors: [],
        rows,
        query: filterQuery(filter, kept),
        pageQuery: filterQuery(filter, { ...kept, ...(cursor ? { after: encodeCursor(cursor) } : {}) }),
        olderHref: next ? `/staff?${filterQuery(filter, { ...kept, after: encodeCursor(next) })}` : undefined,
        isFirstPage: !cursor,
        newCounts: await newCounts(db),
        ...(await reportCounts()),
        today: today(),
        notice: inboxNotice(context.req.query("done"), context.req.query("n")),
      }),
    );
  });

  /**
   * The filter form: what names nobody goes into the URL, a search's text is kept on the server.
   * Its export buttons export what the form holds now, even if Show was not pressed.
   */
  app.post("/search", async (context) => {
    const form = await context.req.parseBody();
    const parsed = parseInboxFilter(form);
    if (parsed.status === "error") {
      const q = typeof form.q === "string" ? form.q.slice(0, 200) : undefined;
      return inboxWithErrors(context, parsed.errors, { status: "inbox", q });
    }
    const { q, anywhere } = parsed.filter;
    const search = q
      ? await saveSearch(deps.database.db, context.var.staff.id, { kind: "inbox", q, anywhere }, now())
      : undefined;
    const kept: Record<string, string> = search ? { search } : {};
    const format = form.export;
    if (format === "csv" && !parsed.filter.form)
      return inboxWithErrors(
        context,
        [
          "A CSV file holds one form: choose a form first, or export to Excel, which has a sheet for each form.",
        ],
        parsed.filter,
      );
    if (format === "xlsx" || format === "csv")
      return seeOther(`/staff/export?${filterQuery(parsed.filter, { ...kept, format })}`);
    const query = filterQuery(parsed.filter, kept);
    return seeOther(query ? `/staff?${query}` : "/staff");
  });

  /** Several submissions at once from the inbox's checkboxes: to the spam folder, or out of it. */
  app.post("/bulk", async (context) => {
    const form = await context.req.parseBody({ all: true });
    const back = new URLSearchParams(typeof form.back === "string" ? form.back : "");
    const parsedBack = await filterOf(context, back);
    const backQuery =
      parsedBack.status === "ok"
        ? filterQuery(parsedBack.filter, parsedBack.search ? { search: parsedBack.search } : {})
        : "";
    const picked = [form.reference ?? []]
      .flat()
      .filter((value): value is string => typeof value === "string")
      .slice(0, 200);
    const action = form.action;
    if (action !== "spam" && action !== "not-spam")
      return message(400, "Nothing done", "Choose “Mark as spam” or “Not spam” under the list.");
    if (picked.length === 0) {
      const query = new URLSearchParams(backQuery);
      query.set("done", "none-picked");
      return seeOther(`/staff?${query}`);
    }
    const actionContext = { db, actor: actorOf(context.var.staff), now: now() };
    let changed = 0;
    for (const submission of await submissionsByReference(db, picked)) {
      const done =
        action === "spam"
          ? await markSpam(actionContext, submission)
          : await markNotSpam(actionContext, submission, deps.emailKinds);
      if (done) changed += 1;
    }
    const query = new URLSearchParams(backQuery);
    query.set("done", action);
    query.set("n", String(changed));
    return seeOther(`/staff?${query}`);
  });

  app.get("/export", async (context) => {
    const format = context.req.query("format");
    const parsed = await requestFilter(context);
    if (!isExportFormat(format) || parsed.status === "error")
      return message(
        400,
        "Cannot export",
        "The export needs a valid filter and a format: Excel, CSV or JSON.",
      );
    const { filter } = parsed;
    const actor = actorOf(context.var.staff);
    const day = today();
    const audit = (subject: string) => recordAudit(db, actor, "export", subject, now());
    const download = (type: string, name: string) => ({
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      ...privateHeaders,
    });

    if (format === "json") {
      const rows = await filteredSubmissions(db, dialect, filter)
        .selectAll("submissions")
        .orderBy("submissions.created_at")
        .orderBy("submissions.id")
        .execute();
      const exported = formatSubmissions(rows);
      logSkipped(exported.skipped.length);
      await audit(`json, ${exported.count} submissions`);
      return new Response(exported.text, {
        headers: download("application/json; charset=utf-8", `submissions-${day}.json`),
      });
    }

    if (format === "csv") {
      const form = filter.form;
      if (!form || !isFormType(form))
        return message(400, "Cannot export", "A CSV file holds one form: choose a form, then export.");
      const counted = { count: 0, skipped: 0 };
      const lines = formCsv({ db, dialect, filter }, form, counted);
      const encoder = new TextEncoder();
      const body = Readable.from(
        (async function* () {
          try {
            for await (const piece of lines) yield encoder.encode(piece);
          } finally {
            logSkipped(counted.skipped);
            await audit(`csv ${form}, ${counted.count} submissions`);
          }
        })(),
      );
      return new Response(Readable.toWeb(body) as ReadableStream, {
        headers: download("text/csv; charset=utf-8", `${form}-${day}.csv`),
      });
    }

    const output = new PassThrough();
    writeWorkbook({ db, dialect, filter }, output)
      .then(async (counted) => {
        logSkipped(counted.skipped);
        await audit(`xlsx, ${counted.count} submissions`);
      })
      .catch((error: unknown) => {
        deps.log.error({ event: "staff.export_failed", error: String(error) }, "The export failed");
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return new Response(Readable.toWeb(output) as ReadableStream, {
      headers: download(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        `submissions-${day}.xlsx`,
      ),
    });
  });

  const logSkipped = (count: number) => {
    if (count > 0)
      deps.log.warn(
        { event: "staff.export_rows_skipped", count },
        "Stored submissions that do not read were left out of the export",
      );
  };

  app.get("/submissions/:reference", async (context) => {
    const submission = await findSubmission(db, context.req.param("reference"));
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    return htmlResponse(
      views.renderSubmission({
        signedIn: signedIn(context),
        submission,
        inboxQuery: inboxQueryFrom(context.req.query(backParameter)),
        notice: doneNotice(context.req.query("done")),
      }),
    );
  });

  /** A person's details corrected on their request (server/submissions/correction.ts). */
  app.post("/submissions/:reference/correct", async (context) => {
    const submission = await findSubmission(db, context.req.param("reference"));
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    const form = await context.req.parseBody();
    const actionContext = { db, actor: actorOf(context.var.staff), now: now() };
    const result = await correctSubmission(actionContext, submission, form);
    if (result.status === "invalid") {
      const values = Object.fromEntries(
        submission.correctable.map(({ field }) => [
          field,
          typeof form[field] === "string" ? form[field] : "",
        ]),
      );
      return htmlResponse(
        views.renderSubmission({
          signedIn: signedIn(context),
          submission,
          correction: { values, errors: result.errors },
          error: "Nothing was corrected: the details marked below need fixing.",
        }),
        400,
      );
    }
    if (result.status === "conflict")
      return message(
        409,
        "Not corrected",
        "The submission changed meanwhile: open it again and correct it there.",
        {
          href: submissionHref(submission.reference, undefined, {}),
          text: "Open the submission",
        },
      );
    return seeOther(
      submissionHref(submission.reference, undefined, {
        done: result.status === "corrected" ? "corrected" : "unchanged",
      }),
    );
  });

  /**
   * The submission page's one form: the note as typed, with whichever button was pressed (a state,
   * spam or not, send an email again, or only save). The note is saved with every action, so
   * nothing typed is lost; a note too long is shown again with the error, and nothing changes.
   */
  app.post("/submissions/:reference/review", async (context) => {
    const submission = await findSubmission(db, context.req.param("reference"));
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    const form = await context.req.parseBody();
    const inboxQuery = inboxQueryFrom(form[backParameter]);
    const note = typeof form.note === "string" ? form.note.trim() : undefined;
    const resend = typeof form.resend === "string" ? form.resend : undefined;
    const action = resend ? "save" : form.action;
    if (!isReviewAction(action)) return message(400, "Nothing done", "Choose one of the page’s buttons.");
    const refusal = note === undefined ? undefined : noteRefusal(note);
    if (refusal)
      return htmlResponse(
        views.renderSubmission({
          signedIn: signedIn(context),
          submission: { ...submission, note: note ?? "" },
          inboxQuery,
          error: refusal,
        }),
        400,
      );
    const actionContext = { db, actor: actorOf(context.var.staff), now: now() };
    const done: string[] = [];
    let current = submission;
    if (action === "spam" && (await markSpam(actionContext, submission))) {
      done.push("spam");
      current = { ...submission, status: "spam" };
    }
    const unspammed =
      action === "not-spam" && (await markNotSpam(actionContext, submission, deps.emailKinds));
    if (unspammed) done.push(unspammed.queued > 0 ? "not-spam" : "not-spam-sent-before");
    const progress = isProgress(action) && submission.status !== "spam" ? action : undefined;
    const reviewed = await reviewSubmission(actionContext, current, { note, progress });
    if (reviewed.note) done.push("note");
    if (reviewed.progress) done.push(reviewed.progress);
    if (resend && (await resendEmail(actionContext, submission, resend))) done.push("resent");
    return seeOther(submissionHref(submission.reference, inboxQuery, { done: doneCodes(done) }));
  });

  return app;
}
