import { Link } from "react-router";
import { fillSlots, pathIn } from "#app/content/language.ts";
import * as englishNavigation from "#app/content/navigation.ts";
import type { NavLink } from "#app/content/navigation.ts";
import { organisation as englishOrganisation } from "#app/content/organisation.ts";
import * as englishSite from "#app/content/site.ts";
import * as teluguNavigation from "#app/content/te/navigation.ts";
import { organisation as teluguOrganisation } from "#app/content/te/organisation.ts";
import * as teluguSite from "#app/content/te/site.ts";
import { comingSoon, inLanguage, phoneOf, socialLinksOf } from "#app/content/settings/published.ts";
import { cn } from "#app/utils/cn.ts";
import { useSettings } from "#app/utils/use-settings.ts";
import { textsIn, useLanguage } from "#app/utils/use-language.ts";
import { GondBorder } from "./art/gond-border.tsx";
import { SiteLogo } from "./site-logo.tsx";
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from "./icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

const linkClass =
  "rounded text-white/80 underline-offset-4 can-hover:transition-colors hover:text-turmeric-200 hover:underline";

export function SiteFooter() {
  const language = useLanguage();
  const organisation = textsIn(language, englishOrganisation, teluguOrganisation);
  const { footerBlurb, footerQuickLinks, footerProgramLinks, footerTrustLinks } = textsIn(
    language,
    englishNavigation,
    teluguNavigation,
  );
  const { footer, languageSwitch } = textsIn(language, englishSite, teluguSite).siteText;
  const settings = useSettings();
  const name = inLanguage(settings, "name", language);
  const locality = settings[`address.locality.${language}`] ?? settings["address.locality.en"];
  const phone = phoneOf(settings);
  const { email } = settings;
  const social = socialLinksOf(settings).map((link) => ({
    ...link,
    label: organisation.social.find((network) => network.id === link.id)?.label ?? link.id,
  }));
  const { address } = organisation;
  return (
    <footer className="on-dark bg-forest-950 text-white/80">
      <GondBorder className="bg-forest-900" />
      <div className="mx-auto grid w-full max-w-7xl gap-12 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.5fr_1fr_1.3fr_1.3fr]">
        <div>
          <Link to={pathIn(language, "/")} className="inline-flex items-center gap-3 rounded-full text-white">
            <SiteLogo height={40} onDark className="size-12 shrink-0" />
            <span className="text-lg leading-tight font-bold">{name}</span>
          </Link>
          <p className="mt-5 max-w-sm">{footerBlurb}</p>
          {social.length > 0 ? (
            <ul className="mt-6 flex gap-3" aria-label={footer.followUs}>
              {social.map((network) => (
                <li key={network.id}>
                  <a
                    href={network.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fillSlots(footer.opensInNewTab, { network: network.label })}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-white can-hover:transition-colors hover:border-turmeric-400 hover:bg-turmeric-400 hover:text-ink"
                  >
                    <SocialIcon network={network.id} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterLinks title={footer.quickLinks} links={footerQuickLinks} twoColumnsOnPhones />
        <FooterLinks title={footer.programs} links={footerProgramLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-widest text-turmeric-200 uppercase">{footer.contact}</h2>
          <ul className="mt-5 space-y-4">
            <li className="flex gap-3">
              <PinIcon className="mt-1 size-5 shrink-0 text-turmeric-400" />
              <address className="not-italic">
                {locality ? `${locality}, ` : ""}
                {address.district}
                <br />
                {address.state}, {address.country}
              </address>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-1 size-5 shrink-0 text-turmeric-400" />
              {phone ? (
                <a href={`tel:${phone.tel}`} className={linkClass}>
                  {phone.display}
                </a>
              ) : (
                <span>{comingSoon[language]}</span>
              )}
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-1 size-5 shrink-0 text-turmeric-400" />
              {email ? (
                <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                  {email}
                </a>
              ) : (
                <span>{comingSoon[language]}</span>
              )}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-5 py-6 text-sm text-white/70 sm:px-8 md:flex-row md:justify-between">
          <p>{fillSlots(footer.copyright, { name })}</p>
          <LinkList links={footerTrustLinks} className="flex flex-wrap gap-x-5 gap-y-1" />
          <p>{footer.registration}</p>
          <p className="flex items-center gap-2">
            {languageSwitch}
            <LanguageSwitch className="min-h-0 text-white underline decoration-turmeric-400 underline-offset-4 hover:text-turmeric-200" />
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
  twoColumnsOnPhones = false,
}: {
  title: string;
  links: readonly NavLink[];
  twoColumnsOnPhones?: boolean;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-widest text-turmeric-200 uppercase">{title}</h2>
      <LinkList
        links={links}
        className={cn("mt-5 grid gap-x-6 gap-y-2.5", twoColumnsOnPhones && "grid-cols-2 sm:grid-cols-1")}
      />
    </nav>
  );
}

function LinkList({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
