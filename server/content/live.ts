import type { Kysely } from "kysely";
import { publishedSettings, type PublishedSettings } from "#app/content/settings/published.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Database } from "../db/database.ts";
import { describeError, type Logger } from "../log.ts";
import type { PageRenderer } from "./pages.ts";
import { publishedDocuments } from "../documents/documents.ts";
import { contentImages, mediaStamp } from "../media/content-images.ts";
import { formerSlugs } from "../news/former-addresses.ts";
import { nextScheduled, visiblePosts } from "../news/public.ts";
import { itemImages } from "../news/images.ts";
import { contentRevision, publishedItems } from "./items.ts";
import { publishedSettingValues } from "./settings.ts";

/*
 * Keeps the served pages at the published content: every page rendered at start; the pages a change
 * touches (server/content/touched-paths.ts) after a publish on this instance, and when the poll sees
 * that another instance on the same database published (or changed a picture: a replaced one has
 * new file names).
 * Renders run one at a time; a request for one while another runs is served by one more run after it.
 */

export type LiveContent = {
  /** The settings the pages were last rendered with (emails and receipts read the same). */
  settings: () => PublishedSettings;
  /** Everything the pages were last rendered with (a form's answer page is rendered with the same). */
  content: () => SiteContent;
  /** Renders the pages again now, if the database holds a newer revision or a scheduled post is due. */
  refresh: () => Promise<void>;
  stop: () => void;
};

export async function startLiveContent({
  db,
  renderer,
  production,
  log,
  pollMs = 10_000,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  renderer: PageRenderer;
  production: boolean;
  log: Logger;
  pollMs?: number;
  now?: () => Date;
}): Promise<LiveContent> {
  let rendered = {
    revision: -1,
    media: "",
    content: {
      settings: publishedSettings({}, production),
      items: {},
      production,
      news: [],
      documents: [],
    } as SiteContent,
    // The next scheduled post's time: when it comes, the pages are rendered again without a publish.
    dueAt: null as number | null,
  };
  let running: Promise<void> | null = null;
  let again = false;

  async function renderLatest() {
    const revision = await contentRevision(db);
    const media = await mediaStamp(db);
    const due = rendered.dueAt !== null && now().getTime() >= rendered.dueAt;
    if (revision === rendered.revision && media === rendered.media && !due) return;
    const at = now();
    const items = await publishedItems(db);
    const news = visiblePosts(items, at, await itemImages(db, items));
    const content: SiteContent = {
      settings: publishedSettings(await publishedSettingValues(db), production),
      items,
      production,
      news,
      formerNewsSlugs: await formerSlugs(db, items, news),
      documents: await publishedDocuments(db),
      images: await contentImages(db, items),
    };
    const startedAt = performance.now();
    // At start (nothing rendered with the database's content yet) every page; later what changed.
    const pages = await renderer.renderChanged(rendered.revision === -1 ? null : rendered.content, content);
    rendered = { revision, media, content, dueAt: nextScheduled(items, at) };
    log.info(
      { event: "content.rendered", revision, pages, ms: Math.round(performance.now() - startedAt) },
      `Pages rendered with content revision ${revision}`,
    );
  }

  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await renderLatest();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  await refresh();
  const timer = setInterval(() => {
    refresh().catch((error: unknown) =>
      log.error(
        { event: "content.render_failed", error: describeError(error) },
        "Rendering the pages with the published content failed; the previous pages are still served",
      ),
    );
  }, pollMs);
  timer.unref();

  return {
    settings: () => rendered.content.settings,
    content: () => rendered.content,
    refresh,
    stop: () => clearInterval(timer),
  };
}

/** Pages served as built, for a build without its server half: the defaults, never refreshed. */
export function staticContent(production: boolean): LiveContent {
  const content: SiteContent = {
    settings: publishedSettings({}, production),
    items: {},
    production,
    news: [],
    documents: [],
  };
  return {
    settings: () => content.settings,
    content: () => content,
    refresh: async () => {},
    stop: () => {},
  };
}
