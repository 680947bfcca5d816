import { ChevronIcon } from "#app/components/icons.tsx";
import { fillSlots } from "#app/content/language.ts";
import { cn } from "#app/utils/cn.ts";
import type { siteText } from "#app/content/site.ts";

/** The carousel's words (its label, the slide counter, the buttons), from the site's texts. */
export type CarouselWords = (typeof siteText)["carousel"];

const roundButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-white/70 text-white can-hover:transition-colors hover:border-white hover:bg-white/15";

export function CarouselControls({
  count,
  current,
  playing,
  onPrevious,
  onNext,
  onSelect,
  onTogglePlaying,
  words,
  bySetting,
}: {
  words: CarouselWords;
  count: number;
  current: number;
  playing: boolean;
  /** Until the visitor chooses and the script runs, their reduced-motion setting says whether it plays. */
  bySetting: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePlaying: () => void;
}) {
  return (
    // Without scripting the first slide stays, and buttons that would do nothing are not offered.
    <div className="mt-6 flex flex-wrap items-center gap-2 without-scripting:hidden sm:mt-8 sm:gap-3 lg:mt-14">
      <button
        type="button"
        onClick={onTogglePlaying}
        className="inline-flex size-11 shrink-0 items-center justify-center gap-2 rounded-full border-2 border-white/70 text-sm font-bold text-white can-hover:transition-colors hover:border-white hover:bg-white/15 sm:w-auto sm:px-4"
      >
        {bySetting ? (
          // Before the script runs it cannot know the setting: CSS shows the face that fits it.
          <>
            <span className="contents motion-reduce:hidden">
              <ToggleFace pausing words={words} />
            </span>
            <span className="hidden motion-reduce:contents">
              <ToggleFace pausing={false} words={words} />
            </span>
          </>
        ) : (
          <ToggleFace pausing={playing} words={words} />
        )}
      </button>
      <button type="button" className={roundButton} aria-label={words.previous} onClick={onPrevious}>
        <ChevronIcon direction="left" className="size-5" />
      </button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            aria-label={fillSlots(words.goTo, { number: index + 1 })}
            aria-current={index === current ? "true" : undefined}
            onClick={() => onSelect(index)}
            className="group inline-flex size-10 items-center justify-center sm:size-11"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-3 rounded-full transition-all duration-300 motion-reduce:transition-none",
                // The border draws the dot where forced colours (Windows high contrast) drop backgrounds; the
                // current one is the wide one.
                "forced-colors:border-2 forced-colors:border-[CanvasText]",
                index === current ? "w-8 bg-turmeric-400" : "w-3 bg-white/60 group-hover:bg-white",
              )}
            />
          </button>
        ))}
      </div>
      <button type="button" className={roundButton} aria-label={words.next} onClick={onNext}>
        <ChevronIcon direction="right" className="size-5" />
      </button>
    </div>
  );
}

/** The play/pause button's icon, its name and, from sm, its short word. */
function ToggleFace({ pausing, words }: { pausing: boolean; words: CarouselWords }) {
  return (
    <>
      {pausing ? <PauseIcon /> : <PlayIcon />}
      <span className="sr-only">{pausing ? words.pause : words.play}</span>
      <span aria-hidden="true" className="hidden sm:inline">
        {pausing ? words.pauseShort : words.playShort}
      </span>
    </>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z" />
    </svg>
  );
}
