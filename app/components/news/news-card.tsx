import { Link } from "react-router";
import { type Language, languageTags, pathIn } from "#app/content/language.ts";
import { type NewsPost, newsPostPath, versionFor } from "#app/content/news-posts.ts";
import { type NewsTexts } from "#app/content/news.ts";
import { Picture } from "#app/components/picture.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { calendarDate } from "#app/utils/calendar-date.ts";

/** One post in a list (/news, the home page): its cover photo, date, title linking to it, summary. */
export function NewsCard({
  post,
  language,
  texts,
  heading: Heading = "h2",
}: {
  post: NewsPost;
  language: Language;
  texts: NewsTexts;
  heading?: "h2" | "h3";
}) {
  const shown = versionFor(post, language);
  if (!shown) return null;
  const href = pathIn(language, newsPostPath(post.slug));
  return (
    <Card className="flex h-full flex-col gap-3">
      {post.cover ? (
        <Picture
          image={post.cover}
          language={language}
          aspect="wide"
          // The card's width: the page's margins and the card's padding off the screen's, two columns from 48rem.
          sizes="(min-width: 48rem) 40vw, (min-width: 40rem) calc(100vw - 7rem), calc(100vw - 5.5rem)"
          className="rounded-lg"
        />
      ) : null}
      <p className="text-sm font-bold text-terracotta-700">
        <time dateTime={post.date}>{calendarDate(post.date, language)}</time>
      </p>
      {shown.translated ? null : <p className="text-sm text-ink-muted">{texts.onlyInOther}</p>}
      {/* Written by staff, it may hold a word or a link too long for a phone: it wraps anywhere. */}
      <div
        lang={shown.translated ? undefined : languageTags[shown.language]}
        className="flex flex-col gap-3 wrap-anywhere"
      >
        <Heading className="text-xl font-bold text-forest-800">
          <Link
            to={href}
            reloadDocument
            className="underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900"
          >
            {shown.version.title}
          </Link>
        </Heading>
        {shown.version.summary ? <p className="text-ink-muted">{shown.version.summary}</p> : null}
      </div>
    </Card>
  );
}
