import { Link } from "react-router";
import type { Feature } from "#app/content/page-blocks.ts";
import { cn } from "#app/utils/cn.ts";
import * as englishSite from "#app/content/site.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { useTexts } from "#app/utils/use-language.ts";

/** An ordered list of short points, each with its number in a turmeric seed. */
export function NumberedList({ items, className }: { items: readonly Feature[]; className?: string }) {
  const { programLink } = useTexts(englishSite, teluguSite).siteText;
  return (
    <ol className={cn("grid gap-x-8 gap-y-6 sm:grid-cols-2", className)}>
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-turmeric-400 text-lg font-bold text-ink ring-2 ring-turmeric-200 ring-offset-2 ring-offset-transparent"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-forest-800">{item.title}</h3>
            <p className="mt-1 text-ink-muted">{item.text}</p>
            {item.link ? (
              <Link
                to={item.link.to}
                className="mt-1 inline-block font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900"
              >
                {item.link.label}
                <span className="sr-only"> {programLink.context}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
