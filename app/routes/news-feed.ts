import { languageOfPath, languageTags, pathIn } from "#app/content/language.ts";
import * as english from "#app/content/news.ts";
import { newsPath, newsPostPath, versionFor } from "#app/content/news-posts.ts";
import { inLanguage } from "#app/content/settings/published.ts";
import { siteContentContext } from "#app/content/site-content.ts";
import * as telugu from "#app/content/te/news.ts";
import { canonicalUrl } from "#app/utils/site-url.ts";
import { textsIn } from "#app/utils/use-language.ts";
import type { Route } from "./+types/news-feed";

/*
 * The Atom feed of the news (/news/feed.xml, /te/news/feed.xml; RFC 4287): the twenty latest posts,
 * each with its summary and its body as HTML. Prerendered by the build (empty) and rendered again by
 * the server with the published posts, like the pages.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// A feed without posts still needs an "updated": the day the news section began.
const firstDay = "2026-11-01T00:00:00.000Z";

export function loader({ context, request }: Route.LoaderArgs) {
  const { news, settings } = context.get(siteContentContext);
  const language = languageOfPath(new URL(request.url).pathname);
  const texts = textsIn(language, english, telugu);
  const listUrl = canonicalUrl(pathIn(language, newsPath));
  const author = inLanguage(settings, "name", language);
  const posts = news.slice(0, 20);
  const entries = posts.flatMap((post) => {
    const shown = versionFor(post, language);
    if (!shown) return [];
    const url = canonicalUrl(pathIn(language, newsPostPath(post.slug)));
    return [
      [
        `  <entry xml:lang="${languageTags[shown.language]}">`,
        `    <id>${escapeXml(url)}</id>`,
        `    <title>${escapeXml(shown.version.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `    <published>${post.publishedAt}</published>`,
        `    <updated>${post.publishedAt}</updated>`,
        shown.version.summary ? `    <summary>${escapeXml(shown.version.summary)}</summary>` : null,
        `    <content type="html">${escapeXml(shown.version.bodyHtml)}</content>`,
        "  </entry>",
      ]
        .filter((line) => line !== null)
        .join("\n"),
    ];
  });
  const updated =
    posts
      .map((post) => post.publishedAt)
      .sort()
      .at(-1) ?? firstDay;
  const feedUrl = `${listUrl}/feed.xml`;
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    // The posts' pictures and links are the site's own addresses ("/media/…"): a reader resolves them here.
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageTags[language]}" xml:base="${escapeXml(canonicalUrl("/"))}">`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(`${texts.newsMeta.title} | ${author}`)}</title>`,
    `  <subtitle>${escapeXml(texts.newsMeta.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
