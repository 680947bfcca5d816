import type { Language } from "../language.ts";
import * as english from "../collaborators.ts";
import type { Partner } from "../collaborators.ts";
import * as telugu from "../te/collaborators.ts";
import { type ContentImages, imageOf } from "../site-content.ts";
import { type Entry, maxEntries } from "./entry-schema.ts";
import { bothLanguages, flaggedInCode, type ListKindSpec, shownEntries, textsIn } from "./list.ts";

/** The partners of the collaborators page (issue 23): the item "list:partners". */
export const partnersList: ListKindSpec = {
  key: "list:partners",
  noun: "partner",
  maxEntries,
  texts: {
    name: { label: "Name", required: true, max: 150 },
    focus: { label: "Focus tag", required: true, max: 60, hint: "A few words, such as “Fair crop prices”." },
    type: { label: "Type tag", required: true, max: 60, hint: "Such as “Government” or “Training Partner”." },
    description: { label: "Description", required: true, multiline: true, max: 600 },
  },
  common: {
    website: {
      label: "Website",
      kind: "https",
      required: false,
      hint: "Optional: the partner’s site, starting with https://.",
    },
    image: {
      label: "Logo",
      kind: "picture",
      shape: "square",
      required: false,
      hint: "Optional: a PNG or WebP logo; without one the card shows the partner’s initials.",
    },
  },
  defaults: () =>
    english.partners.map((partner) => {
      const twin = telugu.partners.find((candidate) => candidate.id === partner.id) ?? partner;
      return {
        id: partner.id,
        ...bothLanguages(partner, twin, ["name", "focus", "type", "description"]),
        common: {},
        standIn: flaggedInCode("collaborators", partner.id),
      };
    }),
};

const asPartner = (entry: Entry, language: Language, images?: ContentImages): Partner => {
  const texts = textsIn(entry, language);
  const logo = imageOf(images, entry.common.image);
  return {
    id: entry.id,
    ...(logo ? { logo } : {}),
    name: texts.name ?? "",
    focus: texts.focus ?? "",
    type: texts.type ?? "",
    description: texts.description ?? "",
    ...(entry.common.website ? { website: entry.common.website } : {}),
  };
};

/** The partners in `language`, from the published list or the code's. */
export const partnersIn = (
  stored: unknown,
  language: Language,
  production: boolean,
  images?: ContentImages,
): Partner[] =>
  shownEntries(partnersList, stored, production).map((entry) => asPartner(entry, language, images));
