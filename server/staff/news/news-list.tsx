import { longDate } from "../../mail/content.ts";
import { formatIst } from "../../india-time.ts";
import { postDay, type PostValues } from "../../news/post.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { ButtonLink, Notice } from "../ui/ui.tsx";

export type NewsListRow = {
  id: string;
  values: PostValues;
  /** Published: visible now; scheduled: published for a later time; draft: not on the site (never published, or taken off). */
  state: "published" | "scheduled" | "draft";
  publishAt: string;
  hasDraft: boolean;
};

export type NewsListProps = { stylesheet: string; signedIn: SignedIn; posts: NewsListRow[]; notice?: string };

function stateText(row: NewsListRow) {
  const base =
    row.state === "published"
      ? "Published"
      : row.state === "scheduled"
        ? `Scheduled for ${formatIst(row.publishAt)}`
        : "Draft, not on the site";
  return row.hasDraft && row.state !== "draft" ? `${base}; unpublished changes saved` : base;
}

/** The day the post is dated: given, or the day it appears (none yet for a post never published). */
function dayText(values: PostValues) {
  const day = postDay(values);
  return day ? longDate(day) : "Dated the day it appears";
}

/** /staff/news: every post, newest first, with what the public sees of it. */
export function NewsListPage({ stylesheet, signedIn, posts, notice }: NewsListProps) {
  return (
    <Document title="News" stylesheet={stylesheet} signedIn={signedIn} current="news">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">News</h1>
        <ButtonLink href="/staff/news/new" variant="primary">
          Write a post
        </ButtonLink>
      </div>
      <p className="mb-4 max-w-3xl text-ink-muted">
        Posts appear on /news and /te/news, the newest three on the home page, and in the news feed. Write in
        English, Telugu or both; a post in one language shows on the other language’s pages with a note.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {posts.length === 0 ? (
        <p className="text-ink-muted">No posts yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-md border border-line bg-white">
          {posts.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 px-4 py-3">
              <a href={`/staff/news/${row.id}`} className="font-semibold text-forest-800 underline">
                {row.values.titleEn || <span lang="te">{row.values.titleTe}</span>}
              </a>
              <p className="text-sm text-ink-muted">
                {dayText(row.values)} · /news/{row.values.slug} · {stateText(row)}
                {row.values.titleEn && row.values.titleTe
                  ? " · English and Telugu"
                  : row.values.titleEn
                    ? " · English only"
                    : " · Telugu only"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Document>
  );
}
