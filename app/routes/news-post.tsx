import { settingsFromMatches } from "#app/utils/use-settings.ts";
import { data, Link, redirect } from "react-router";
import { PageBanner } from "#app/components/page-banner.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { type Language, languageOfPath, languageTags, pathIn } from "#app/content/language.ts";
import * as english from "#app/content/news.ts";
import { newsPath, newsPostPath, versionFor } from "#app/content/news-posts.ts";
import { inLanguage } from "#app/content/settings/published.ts";
import { siteContentContext } from "#app/content/site-content.ts";
import * as telugu from "#app/content/te/news.ts";
import { pageMeta } from "#app/utils/meta.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { calendarDate } from "#app/utils/calendar-date.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { absoluteUrl, canonicalUrl } from "#app/utils/site-url.ts";
import { textsIn, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/news-post";

/*
 * One news post (/news/<slug>, /te/news/<slug>): its body is HTML the server rendered from Markdown
 * with raw HTML escaped (server/news/markdown.ts). A post written only in the other language is shown
 * in that language, marked with its lang, under a note in the page's language. A post's former
 * address redirects to its address now.
 */

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export function loader({ context, params, request }: Route.LoaderArgs) {
  const { news, formerNewsSlugs, settings } = context.get(siteContentContext);
  const post = news.find((entry) => entry.slug === params.slug);
  const language = languageOfPath(new URL(request.url).pathname);
  // A post's former address leads to it for good: links shared before a rename keep working
  // (decision 075). A post's own address is found first, so a former one never shadows it.
  const movedTo =
    !post && formerNewsSlugs && Object.hasOwn(formerNewsSlugs, params.slug)
      ? formerNewsSlugs[params.slug]
      : undefined;
  if (movedTo) throw redirect(pathIn(language, newsPostPath(movedTo)), 301);
  const shown = post && versionFor(post, language);
  if (!post || !shown) throw data(null, { status: 404 });
  return { post, shown, publisher: inLanguage(settings, "name", language) };
}

type MetaTag = ReturnType<typeof pageMeta>[number];

const isShareImageTag = (tag: MetaTag) =>
  ("property" in tag && (tag.property?.startsWith("og:image") ?? false)) ||
  ("name" in tag && (tag.name?.startsWith("twitter:image") ?? false));

/** The cover as the share preview (Open Graph, X): its largest JPEG, at the site's public address. */
function coverShare(cover: PublishedImage, language: Language) {
  const url = absoluteUrl(cover.fallback.src);
  const alt = cover.alt?.[language] ?? "";
  return {
    url,
    tags: [
      { property: "og:image", content: url },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(cover.width) },
      { property: "og:image:height", content: String(cover.height) },
      ...(alt ? [{ property: "og:image:alt", content: alt }] : []),
      { name: "twitter:image", content: url },
      ...(alt ? [{ name: "twitter:image:alt", content: alt }] : []),
    ],
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  if (!loaderData) return [];
  const { post, shown, publisher } = loaderData;
  const description = shown.version.summary || shown.version.title;
  const settings = settingsFromMatches(matches);
  const base = pageMeta({ title: shown.version.title, description }, location.pathname, settings).map(
    (tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
  );
  const cover = post.cover && coverShare(post.cover, languageOfPath(location.pathname));
  return [
    ...(cover ? base.filter((tag) => !isShareImageTag(tag)) : base),
    ...(cover ? cover.tags : []),
    { property: "article:published_time", content: post.publishedAt },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: shown.version.title,
        description,
        datePublished: post.publishedAt,
        dateModified: post.publishedAt,
        inLanguage: languageTags[shown.language],
        mainEntityOfPage: canonicalUrl(location.pathname),
        image: [cover ? cover.url : absoluteUrl("/social-card.png")],
        author: { "@type": "Organization", name: publisher, url: absoluteUrl("/") },
        publisher: {
          "@type": "Organization",
          name: publisher,
          logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
        },
      },
    },
  ];
};

export default function NewsPostPage({ loaderData }: Route.ComponentProps) {
  const { post, shown } = loaderData;
  const language = useLanguage();
  const { newsTexts: texts } = textsIn(language, english, telugu);
  const url = canonicalUrl(pathIn(language, newsPostPath(post.slug)));
  const otherLanguage = shown.translated ? undefined : languageTags[shown.language];
  return (
    <>
      <PageBanner
        eyebrow={texts.eyebrow}
        // Written by staff, the post may hold a word or a link too long for a phone: it wraps anywhere.
        title={
          <span lang={otherLanguage} className="wrap-anywhere">
            {shown.version.title}
          </span>
        }
        intro={
          <p>
            <span className="sr-only">{texts.published}: </span>
            <time dateTime={post.date}>{calendarDate(post.date, language)}</time>
          </p>
        }
      />
      <Section tone="white">
        <article className="mx-auto max-w-3xl wrap-anywhere">
          {otherLanguage ? (
            <p className="mb-6 rounded-xl border-l-4 border-l-turmeric-500 bg-sand px-4 py-3 font-bold text-ink">
              {texts.onlyInOther}
            </p>
          ) : null}
          {post.cover ? (
            <Picture
              image={post.cover}
              language={language}
              sizes="(min-width: 48rem) 48rem, 100vw"
              // A phone's upright photo would push the text a screen or more down: cropped as the
              // list's card is, about its focal point; a landscape one shows whole.
              aspect={post.cover.height > post.cover.width ? "wide" : "natural"}
              priority
              className="mb-6 rounded-xl"
            />
          ) : null}
          {shown.version.summary ? (
            <p lang={otherLanguage} className="mb-6 text-xl text-ink-muted">
              {shown.version.summary}
            </p>
          ) : null}
          <div
            lang={otherLanguage}
            className="news-body"
            // Rendered from Markdown on the server with raw HTML escaped and links checked.
            dangerouslySetInnerHTML={{ __html: shown.version.bodyHtml }}
          />
          <footer className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-line pt-6">
            <Link
              to={pathIn(language, newsPath)}
              reloadDocument
              className="font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4"
            >
              {texts.back}
            </Link>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${shown.version.title} ${url}`)}`}
              className="font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4"
            >
              {texts.shareOnWhatsApp}
            </a>
            <p className="text-sm break-all text-ink-muted">
              {texts.share}: <a href={url}>{url}</a>
            </p>
          </footer>
        </article>
      </Section>
    </>
  );
}
