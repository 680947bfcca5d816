import { LogoMark } from "#app/components/art/logo-mark.tsx";
import { PictureElement } from "#app/components/picture.tsx";
import { logoParts } from "#app/utils/picture-parts.ts";
import { useSiteLogo } from "#app/utils/use-settings.ts";

/**
 * The society's logo shown large, with its meaning (the about page's): the logo the settings name
 * (decision 044), 14rem tall from 40rem and 11rem below, or the drawn mark when there is none.
 * Apart from the header's SiteLogo, so that the pages that hydrate do not carry it.
 */
export function SocietyLogo({ label, className }: { label: string; className?: string }) {
  const logo = useSiteLogo();
  if (!logo) return <LogoMark label={label} className={className} />;
  const parts = logoParts(logo, {
    height: 224,
    // As wide as its shape, at most the figure's 24rem.
    maxWidth: 384,
    sizes: (width) => `(min-width: 40rem) ${width}px, ${Math.round((width * 176) / 224)}px`,
    alt: label,
    loading: "lazy",
    className: "h-44 w-auto object-contain sm:h-56",
  });
  return <PictureElement {...parts} />;
}
