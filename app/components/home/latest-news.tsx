import { Link } from "react-router";
import { NewsCard } from "#app/components/news/news-card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { pathIn } from "#app/content/language.ts";
import * as english from "#app/content/news.ts";
import { type NewsPost, newsPath } from "#app/content/news-posts.ts";
import * as telugu from "#app/content/te/news.ts";
import { textsIn, useLanguage } from "#app/utils/use-language.ts";

/** The three latest posts on the home page; nothing until the society publishes its first. */
export function LatestNews({ posts }: { posts: readonly NewsPost[] }) {
  const language = useLanguage();
  const { newsTexts: texts } = textsIn(language, english, telugu);
  if (posts.length === 0) return null;
  return (
    <Section tone="white" aria-labelledby="latest-news">
      <SectionHeading eyebrow={texts.eyebrow} title={texts.latestTitle} id="latest-news" />
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <NewsCard post={post} language={language} texts={texts} heading="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link
          to={pathIn(language, newsPath)}
          reloadDocument
          className="font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4"
        >
          {texts.allNews}
        </Link>
      </p>
    </Section>
  );
}
