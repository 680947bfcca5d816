import { type Context, Hono } from "hono";
import { formatSubmissions } from "../../submissions/export.ts";
import { recordAudit } from "../audit.ts";
import { htmlResponse, privateHeaders, seeOther } from "../http.ts";
import {
  decodeCursor,
  encodeCursor,
  filteredSubmissions,
  filterQuery,
  inboxPage,
  parseInboxFilter,
} from "../inbox.ts";
import {
  type ActionContext,
  findSubmission,
  markNotSpam,
  resendEmail,
  saveNote,
  setHandled,
  type StaffSubmission,
} from "../submission.ts";
import { noteMaxLength } from "../views/labels.ts";
import { actorOf, type Shared, type StaffEnv } from "./shared.ts";

/* The inbox, its export, one submission and what staff do to it. */

const doneMessages: Record<string, string> = {
  handled: "Marked as handled.",
  reopened: "Marked as not handled.",
  note: "Note saved.",
  "not-spam": "Moved to the inbox; its emails are queued and go out within seconds.",
  resent: "The email is queued again and goes out within seconds.",
  unchanged: "Nothing to change: someone else may have done it already.",
};

export function submissionRoutes({ deps, views, db, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  app.get("/", async (context) => {
    const url = new URL(context.req.url);
    const parsed = parseInboxFilter(url.searchParams);
    if (parsed.status === "error") {
      return htmlResponse(
        views.renderInbox({
          signedIn: signedIn(context),
          filter: { status: "inbox" },
          errors: parsed.errors,
          rows: [],
          query: "",
          isFirstPage: true,
        }),
        400,
      );
    }
    const cursor = decodeCursor(url.searchParams.get("after"));
    const { rows, next } = await inboxPage(db, deps.database.dialect, parsed.filter, cursor);
    const query = filterQuery(parsed.filter);
    return htmlResponse(
      views.renderInbox({
        signedIn: signedIn(context),
        filter: parsed.filter,
        errors: [],
        rows,
        query: query === "status=inbox" ? "" : query,
        olderHref: next ? `/staff?${filterQuery(parsed.filter, { after: encodeCursor(next) })}` : undefined,
        isFirstPage: !cursor,
      }),
    );
  });

  app.get("/export", async (context) => {
    const url = new URL(context.req.url);
    const format = url.searchParams.get("format");
    const parsed = parseInboxFilter(
      new URLSearchParams([...url.searchParams].filter(([name]) => name !== "format")),
    );
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
        notice: done ? doneMessages[done] : undefined,
      }),
    );
  });

  type Action = (
    action: ActionContext,
    submission: StaffSubmission,
    request: { form: Record<string, unknown>; job?: string },
  ) => Promise<keyof typeof doneMessages | Response>;

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
