import { decodeCursor, encodeCursor, filterQuery, parseInboxFilter } from "../../submissions/inbox.ts";

/*
 * "Back to the inbox" returns to the inbox as it was left: its rows link to a submission with the
 * inbox's own query in `?back=` (filters, a kept search's id, the page), and the submission's page
 * keeps it through its form and redirects. Without JavaScript, and per tab, where a cookie would
 * mix two tabs' filters. The value comes from the address, so it is only ever read as an inbox
 * query and rebuilt from what it validly holds: the link it makes is always /staff itself.
 */

/** The query parameter (and the review form's field) that carries the inbox's query. */
export const backParameter = "back";

/** What an inbox address may hold: never a search's text (decision 026), nothing of another page. */
const inboxKeys = new Set(["form", "status", "from", "to", "search", "after"]);
/** A kept search's id as searches.ts makes them: random bytes in base64url. */
const SEARCH_ID = /^[\w-]{1,64}$/;

/**
 * The inbox's query from a `back` value, rebuilt; undefined when there is none or it does not read
 * as a whole (another address, a search's text, a bad filter, search id or cursor).
 */
export function inboxQueryFrom(back: unknown): string | undefined {
  if (typeof back !== "string" || back.length > 500) return undefined;
  const params = new URLSearchParams(back);
  if ([...params.keys()].some((key) => !inboxKeys.has(key))) return undefined;
  const parsed = parseInboxFilter(Object.fromEntries(params));
  if (parsed.status === "error") return undefined;
  const search = params.get("search");
  if (search !== null && !SEARCH_ID.test(search)) return undefined;
  const after = params.get("after");
  const cursor = decodeCursor(after);
  if (after !== null && !cursor) return undefined;
  return filterQuery(parsed.filter, {
    ...(search ? { search } : {}),
    ...(cursor ? { after: encodeCursor(cursor) } : {}),
  });
}

/** The inbox (or spam folder) at a query from inboxQueryFrom. */
export const inboxHref = (inboxQuery: string) => (inboxQuery ? `/staff?${inboxQuery}` : "/staff");

/** Whether a query from inboxQueryFrom is the spam folder's, for the link's words. */
export const isSpamFolder = (inboxQuery: string) => new URLSearchParams(inboxQuery).get("status") === "spam";

/** A submission's page, keeping the inbox's query to go back to (none: a plain inbox's). */
export function submissionHref(
  reference: string,
  inboxQuery: string | undefined,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams(extra);
  if (inboxQuery) query.set(backParameter, inboxQuery);
  const search = query.toString();
  return `/staff/submissions/${reference}${search ? `?${search}` : ""}`;
}
