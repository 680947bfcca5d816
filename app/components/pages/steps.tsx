import type { Feature } from "#app/content/page-blocks.ts";
import * as englishSite from "#app/content/site.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { useTexts } from "#app/utils/use-language.ts";

/** The numbered steps of a how-to-start, joined by a dotted path on wide screens. */
export function Steps({ items }: { items: readonly Feature[] }) {
  const { steps } = useTexts(englishSite, teluguSite).siteText;
  return (
    // The path sits beside the list, not in it: an <ol> may hold only <li> elements.
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-10 right-[16%] left-[16%] hidden border-t-4 border-dotted border-turmeric-400 md:block"
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {items.map((item, index) => (
          <li
            key={item.title}
            className="relative rounded-2xl border border-line bg-white p-6 text-center shadow-sm shadow-ink/5"
          >
            <span className="mx-auto -mt-0 mb-4 grid size-14 place-items-center rounded-full bg-forest-700 text-2xl font-bold text-turmeric-200 ring-4 ring-cream">
              <span className="sr-only">{steps.step} </span>
              {index + 1}
            </span>
            <h3 className="text-xl font-bold text-forest-800">{item.title}</h3>
            <p className="mt-2 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
