import { settingsFromMatches } from "#app/utils/use-settings.ts";
import { data, Link } from "react-router";
import { InfoBanner } from "#app/components/pages/info-banner.tsx";
import { NewsCard } from "#app/components/news/news-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { languageOfPath, pathIn } from "#app/content/language.ts";
import * as english from "#app/content/news.ts";
import { newsListPath, newsPageCount, newsPageSize, withoutBodies } from "#app/content/news-posts.ts";
import { siteContentContext } from "#app/content/site-content.ts";
import * as telugu from "#app/content/te/news.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { staticPage } from "#app/utils/page-scripts.ts";
import { textsIn, useLanguage } from "#app/utils/use-language.ts";
import type { Route } from "./+types/news";

/*
 * /news and its later pages (/news/page/2, …), in both languages: ten posts a page, newest first,
 * linked page to page. The server renders one page per ten posts (server/news/public.ts).
 */

// Reading only: the page ships no JavaScript.
export const handle = staticPage;

export function loader({ context, params }: Route.LoaderArgs) {
  const posts = context.get(siteContentContext).news;
  const page = params.page === undefined ? 1 : Number(params.page);
  const pages = newsPageCount(posts.length);
  if (!Number.isInteger(page) || (page < 2 && params.page !== undefined) || page > pages)
    throw data(null, { status: 404 });
  // Summaries only: the bodies stay on the posts' own pages.
  const shown = posts.slice((page - 1) * newsPageSize, page * newsPageSize).map(withoutBodies);
  return { posts: shown, page, pages };
}

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => {
  const texts = textsIn(languageOfPath(location.pathname), english, telugu);
  const page = loaderData?.page ?? 1;
  const title =
    page > 1
      ? `${texts.newsMeta.title} (${texts.newsTexts.pageOf(page, loaderData?.pages ?? page)})`
      : texts.newsMeta.title;
  return [
    ...pageMeta(
      { title, description: texts.newsMeta.description },
      location.pathname,
      settingsFromMatches(matches),
    ),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: texts.newsTexts.feed,
      href: `${pathIn(languageOfPath(location.pathname), "/news")}/feed.xml`,
    },
  ];
};

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { posts, page, pages } = loaderData;
  const language = useLanguage();
  const { newsTexts: texts } = textsIn(language, english, telugu);
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full border-2 border-forest-700 px-5 font-bold text-forest-800 hover:bg-forest-50";
  return (
    <>
      <InfoBanner banner={{ eyebrow: texts.eyebrow, title: texts.title, intro: texts.intro }} />
      <Section>
        {posts.length === 0 ? (
          <p className="text-lg text-ink-muted">{texts.none}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.slug}>
                <NewsCard post={post} language={language} texts={texts} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={texts.pagination} className="mt-8 flex flex-wrap items-center gap-4">
            {page > 1 ? (
              <Link
                to={pathIn(language, newsListPath(page - 1))}
                reloadDocument
                rel="prev"
                className={linkClass}
              >
                {texts.newer}
              </Link>
            ) : null}
            <p className="text-ink-muted">{texts.pageOf(page, pages)}</p>
            {page < pages ? (
              <Link
                to={pathIn(language, newsListPath(page + 1))}
                reloadDocument
                rel="next"
                className={linkClass}
              >
                {texts.older}
              </Link>
            ) : null}
          </nav>
        ) : null}
        <p className="mt-8">
          <a
            href={`${pathIn(language, "/news")}/feed.xml`}
            className="text-forest-700 underline underline-offset-4"
          >
            {texts.feed}
          </a>
        </p>
      </Section>
    </>
  );
}
