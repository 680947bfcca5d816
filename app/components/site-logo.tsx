import { PictureElement } from "#app/components/picture.tsx";
import { logoParts } from "#app/utils/picture-parts.ts";
import { useSiteLogo } from "#app/utils/use-settings.ts";
import { LogoMark } from "./art/logo-mark.tsx";

/**
 * The society's mark in the header and footer: its logo from the media library when the settings
 * name one (decision 044), `height` CSS pixels tall and as wide as its shape (at most four times
 * that), else the drawn Gond tree. Decorative either way: the society's name is beside it in the
 * same link. Plain markup from the root loader's data, so server and browser draw the same.
 */
export function SiteLogo({
  height,
  className,
  onDark = false,
}: {
  height: number;
  className?: string;
  /** On the footer's dark ground a logo drawn in dark ink would vanish: it gets a light plate. */
  onDark?: boolean;
}) {
  const logo = useSiteLogo();
  if (!logo) return <LogoMark className={className} />;
  const parts = logoParts(logo, {
    height,
    maxWidth: 4 * height,
    // A wide logo is kept to 4rem on a phone, where the society's name beside it needs the room.
    sizes: (width) => (width > 64 ? `(min-width: 40rem) ${width}px, 64px` : `${width}px`),
    alt: "",
    className: "block max-w-16 object-contain sm:max-w-none",
  });
  return <PictureElement {...parts} className={onDark ? "shrink-0 rounded-lg bg-cream p-1" : "shrink-0"} />;
}
