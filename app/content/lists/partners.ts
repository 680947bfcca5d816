import type { Language } from "../language.ts";
import * as english from "../collaborators.ts";
import type { Partner } from "../collaborators.ts";
import * as telugu from "../te/collaborators.ts";
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

const asPartner = (entry: Entry, language: Language): Partner => {
  const texts = textsIn(entry, language);
  return {
    id: entry.id,
    name: texts.name ?? "",
    focus: texts.focus ?? "",
    type: texts.type ?? "",
    description: texts.description ?? "",
    ...(entry.common.website ? { website: entry.common.website } : {}),
  };
};

/** The partners in `language`, from the published list or the code's. */
export const partnersIn = (stored: unknown, language: Language, production: boolean): Partner[] =>
  shownEntries(partnersList, stored, production).map((entry) => asPartner(entry, language));
