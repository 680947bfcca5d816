import { type Language, pathIn } from "../language.ts";
import * as english from "../home.ts";
import type { HeroArt, HeroSlide } from "../home.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import * as telugu from "../te/home.ts";
import { type ContentImages, imageOf } from "../site-content.ts";
import { type Entry, type FieldErrors, maxEntries } from "./entry-schema.ts";
import { bothLanguages, type ListKindSpec, shownEntries, textsIn } from "./list.ts";

/*
 * The home page's hero slides (issue 23): the item "list:slides". A slide's button goes to one of
 * the site's own pages (in the visitor's language) or to another site's https address.
 */

const otherSite = "url";

/** The site's own pages a slide's button may open, by their English address. */
export const slideTargets: readonly { value: string; label: string }[] = [
  { value: "/about", label: "About us" },
  { value: `/#${english.programsSectionId}`, label: "Home: our programmes" },
  { value: "/team", label: "Our leadership (team)" },
  { value: "/collaborators", label: "Our collaborators" },
  { value: "/donate", label: "Donate" },
  { value: "/contact", label: "Contact us" },
  { value: "/volunteer/gram-library", label: "Volunteer: Gram Library" },
  { value: "/volunteer/grow-plant", label: "Volunteer: Grow a Plant" },
  { value: "/volunteer/internship", label: "Volunteer: Internship" },
  { value: "/programs/natural-resource", label: "Programme: Natural resources" },
  { value: "/programs/education", label: "Programme: Education" },
  { value: "/programs/farm-livelihoods", label: "Programme: Farm livelihoods" },
  { value: "/programs/non-farm-livelihoods", label: "Programme: Non-farm livelihoods" },
  { value: "/programs/health", label: "Programme: Health" },
  { value: "/programs/sports", label: "Programme: Rural sports" },
  { value: "/programs/fpos", label: "Programme: Farmer producer organisations" },
  { value: "/programs/drug-de-addiction", label: "Programme: Drug de-addiction" },
  { value: "/programs/senior-citizens", label: "Programme: Senior citizens" },
  { value: "/transparency", label: "Transparency" },
  { value: otherSite, label: "Another website (the address below)" },
];

const artworks: readonly { value: HeroArt; label: string }[] = [
  { value: "community", label: "Community (people in a village)" },
  { value: "water", label: "Water (tank and fields)" },
  { value: "farm", label: "Farm (fields and cattle)" },
  { value: "women", label: "Women (skills and enterprise)" },
];

function acrossFields(entry: Entry): FieldErrors {
  if (entry.common.page === otherSite && !entry.common.url)
    return { "common.url": "Enter the address the button opens, starting with https://." };
  return {};
}

export const slidesList: ListKindSpec = {
  key: "list:slides",
  noun: "slide",
  maxEntries: Math.min(maxEntries, 8),
  minEntries: 1,
  texts: {
    title: { label: "Title", required: true, max: 80 },
    subtitle: { label: "Subtitle", required: true, max: 220 },
    label: { label: "Button label", required: true, max: 40 },
    context: {
      label: "Button's meaning for screen readers",
      required: false,
      max: 80,
      hint: "Optional: read after a short label such as “Learn More”, for example “about the society”.",
    },
  },
  common: {
    art: {
      label: "Artwork",
      kind: "choice",
      required: true,
      choices: artworks,
      hint: "Shown when the slide has no photo.",
    },
    image: {
      label: "Photo",
      kind: "picture",
      shape: "wide",
      required: false,
      hint: "Optional: a landscape photo, shown instead of the artwork.",
    },
    page: { label: "Where the button goes", kind: "choice", required: true, choices: slideTargets },
    url: {
      label: "Other website",
      kind: "https",
      required: false,
      hint: "Only when the button goes to another website: its address, starting with https://.",
    },
  },
  across: acrossFields,
  defaults: () =>
    english.heroSlides.map((slide) => {
      const twin = telugu.heroSlides.find((candidate) => candidate.id === slide.id) ?? slide;
      const words = (from: HeroSlide) => ({
        title: from.title,
        subtitle: from.subtitle,
        label: from.cta.label,
        context: from.cta.context,
      });
      return {
        id: slide.id,
        ...bothLanguages(words(slide), words(twin), ["title", "subtitle", "label", "context"]),
        common: { art: slide.art, page: slide.cta.to },
        standIn: false,
      };
    }),
};

const isArt = (value: string | undefined): value is HeroArt => artworks.some((art) => art.value === value);

function asSlide(entry: Entry, language: Language, images?: ContentImages): HeroSlide {
  const texts = textsIn(entry, language);
  const { page = "/", url = "" } = entry.common;
  const photo = imageOf(images, entry.common.image);
  return {
    id: entry.id,
    ...(photo ? { photo: onlyIn(photo, language) } : {}),
    art: isArt(entry.common.art) ? entry.common.art : "community",
    title: texts.title ?? "",
    subtitle: texts.subtitle ?? "",
    cta: {
      label: texts.label ?? "",
      to: page === otherSite ? url : pathIn(language, page),
      ...(texts.context ? { context: texts.context } : {}),
    },
  };
}

// The home page hydrates, so its loader data is downloaded too: a photo carries only the page's alt text.
const onlyIn = (photo: PublishedImage, language: Language): PublishedImage =>
  photo.alt
    ? {
        ...photo,
        alt: { en: language === "en" ? photo.alt.en : "", te: language === "te" ? photo.alt.te : "" },
      }
    : photo;

/** The hero slides in `language`, from the published list or the code's. */
export const slidesIn = (stored: unknown, language: Language, images?: ContentImages): HeroSlide[] =>
  shownEntries(slidesList, stored, false).map((entry) => asSlide(entry, language, images));
