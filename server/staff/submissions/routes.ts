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
  parseInboxFilter,
} from "../../submissions/inbox.ts";
import { findInboxSearch, saveSearch, searchLifetimeHours } from "../searches.ts";
import {
  type ActionContext,
  findSubmission,
  markNotSpam,
  resendEmail,
  saveNote,
  setHandled,
  type StaffSubmission,
} from "../../submissions/submission.ts";
import { noteMaxLength } from "../ui/labels.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";

/* The inbox, its export, one submission and what staff do to it. */

/** The notice after an action, chosen by the code in the URL; an unknown code shows none. */
const doneMessages = {
  handled: "Marked as handled.",
  reopened: "Marked as not handled.",
  note: "Note saved.",
  "not-spam": "Moved to the inbox; its emails are queued and go out within seconds.",
  resent: "The email is queued again and goes out within seconds.",
  unchanged: "Nothing to change: someone else may have done it already.",
};

type Done = keyof typeof doneMessages;

// Own keys only: "constructor" or "__proto__" are no code.
const isDone = (code: string | undefined): code is Done =>
  code !== undefined && Object.hasOwn(doneMessages, code);

const searchNotInUrl =
  "Type what you search for in the box and choose Show: a search is not kept in the page’s address.";
const searchEnded = `That search has ended (a search is kept for ${searchLifetimeHours} hours): search again.`;

type InboxFilterResult =
  | { status: "ok"; filter: InboxFilter; search?: string }
  | { status: "error"; errors: string[]; filter?: InboxFilter };

export function submissionRoutes({ deps, views, db, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();

  /**
   * The inbox's filter from a page's URL: the parts that name nobody, and the id of a search kept
   * on the server (POST /staff/search), whose text never stands in a URL.
   */
  const filterOf = async (context: Context<StaffEnv>): Promise<InboxFilterResult> => {
    const params = new URL(context.req.url).searchParams;
    if (params.has("q") || params.has("anywhere")) return { status: "error", errors: [searchNotInUrl] };
    const parsed = parseInboxFilter(Object.fromEntries(params));
    const search = params.get("search");
    if (parsed.status === "error" || !search) return parsed;
    const terms = await findInboxSearch(deps.database.db, context.var.staff.id, search, now());
    if (!terms) return { status: "error", errors: [searchEnded], filter: parsed.filter };
    return { status: "ok", filter: { ...parsed.filter, q: terms.q, anywhere: terms.anywhere }, search };
  };

  const inboxWithErrors = (context: Context<StaffEnv>, errors: string[], filter?: InboxFilter) =>
    htmlResponse(
      views.renderInbox({
        signedIn: signedIn(context),
        filter: filter ?? { status: "inbox" },
        errors,
        rows: [],
        query: "",
        isFirstPage: true,
      }),
      400,
    );

  app.get("/", async (context) => {
    const parsed = await filterOf(context);
    if (parsed.status === "error") return inboxWithErrors(context, parsed.errors, parsed.filter);
    const { filter, search } = parsed;
    const kept = search ? { search } : undefined;
    const cursor = decodeCursor(context.req.query("after"));
    const { rows, next } = await inboxPage(db, deps.database.dialect, filter, cursor);
    return htmlResponse(
      views.renderInbox({
        signedIn: signedIn(context),
        filter,
        errors: [],
        rows,
        query: filterQuery(filter, kept),
        olderHref: next ? `/staff?${filterQuery(filter, { ...kept, after: encodeCursor(next) })}` : undefined,
        isFirstPage: !cursor,
      }),
    );
  });

  /** The filter form: what names nobody goes into the URL, a search's text is kept on the server. */
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
    const query = filterQuery(parsed.filter, search ? { search } : undefined);
    return seeOther(query ? `/staff?${query}` : "/staff");
  });

  app.get("/export", async (context) => {
    const format = context.req.query("format");
    const parsed = await filterOf(context);
    if ((format !== "csv" && format !== "json") || parsed.status === "error") {
      return message(400, "Cannot export", "The export needs a valid filter and a format of CSV or JSON.");
    }
    const rows = await filteredSubmissions(db, deps.database.dialect, parsed.filter)
      .selectAll("submissions")
      .orderBy("submissions.created_at")
      .orderBy("submissions.id")
      .execute();
    const exported = formatSubmissions(rows, format);
    for (const { id, reason } of exported.skipped)
      deps.log.warn(
        { event: "staff.export_row_skipped", id, reason },
        "A stored submission does not read; left out of the export",
      );
    await recordAudit(
      db,
      actorOf(context.var.staff),
      "export",
      `${format}, ${exported.count} submissions`,
      now(),
    );
    const day = now().toISOString().slice(0, 10);
    return new Response(exported.text, {
      headers: {
        "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="submissions-${day}.${format}"`,
        ...privateHeaders,
      },
    });
  });

  app.get("/submissions/:reference", async (context) => {
    const submission = await findSubmission(db, context.req.param("reference"));
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    const done = context.req.query("done");
    return htmlResponse(
      views.renderSubmission({
        signedIn: signedIn(context),
        submission,
        notice: isDone(done) ? doneMessages[done] : undefined,
      }),
    );
  });

  type Action = (
    action: ActionContext,
    submission: StaffSubmission,
    request: { form: Record<string, unknown>; job?: string },
  ) => Promise<Done | Response>;

  /** Runs one action on a submission, then shows it again with what happened. */
  const submissionAction = (act: Action) => async (context: Context<StaffEnv>) => {
    const submission = await findSubmission(db, context.req.param("reference") ?? "");
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    const form = await context.req.parseBody();
    const actor = actorOf(context.var.staff);
    const outcome = await act({ db, actor, now: now() }, submission, { form, job: context.req.param("job") });
    if (outcome instanceof Response) return outcome;
    return seeOther(`/staff/submissions/${submission.reference}?done=${outcome}`);
  };

  app.post(
    "/submissions/:reference/handled",
    submissionAction(async (action, submission, { form }) => {
      const handled = form.handled === "yes";
      await setHandled(action, submission, handled);
      return handled ? "handled" : "reopened";
    }),
  );

  app.post(
    "/submissions/:reference/note",
    submissionAction(async (action, submission, { form }) => {
      const note = typeof form.note === "string" ? form.note.trim() : "";
      if (note.length > noteMaxLength)
        return message(
          400,
          "Note too long",
          `A note holds up to ${noteMaxLength} characters; nothing was saved.`,
          {
            href: `/staff/submissions/${submission.reference}`,
            text: "Back to the submission",
          },
        );
      await saveNote(action, submission, note);
      return "note";
    }),
  );

  app.post(
    "/submissions/:reference/not-spam",
    submissionAction(async (action, submission) =>
      (await markNotSpam(action, submission, deps.emailKinds)) ? "not-spam" : "unchanged",
    ),
  );

  app.post(
    "/submissions/:reference/emails/:job/resend",
    submissionAction(async (action, submission, { job }) =>
      job && (await resendEmail(action, submission, job)) ? "resent" : "unchanged",
    ),
  );

  return app;
}
