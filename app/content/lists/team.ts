import type { Language } from "../language.ts";
import * as english from "../team.ts";
import * as telugu from "../te/team.ts";
import type { TeamMember } from "../team.ts";
import { type ContentImages, imageOf } from "../site-content.ts";
import { type Entry, maxEntries } from "./entry-schema.ts";
import {
  bothLanguages,
  flaggedInCode,
  type ListKindSpec,
  publishedList,
  shownEntries,
  textsIn,
} from "./list.ts";

/** The team members and the managing director's message (issue 23): the item "list:team". */
export const teamList: ListKindSpec = {
  key: "list:team",
  noun: "team member",
  hasMessage: true,
  maxEntries,
  texts: {
    name: { label: "Name", required: true, max: 120 },
    role: { label: "Role", required: true, max: 120 },
    qualification: { label: "Qualification", required: false, max: 200, hint: "Optional." },
    experience: { label: "Experience", required: true, max: 200 },
    biography: { label: "Biography", required: true, multiline: true, max: 800 },
  },
  common: {
    image: {
      label: "Photo",
      kind: "picture",
      shape: "portrait",
      required: false,
      hint: "Optional: without one the card shows the initials.",
    },
  },
  defaults: () =>
    english.teamMembers.map((member) => {
      const twin = telugu.teamMembers.find((candidate) => candidate.id === member.id) ?? member;
      const names = ["name", "role", "qualification", "experience", "biography"] as const;
      return {
        id: member.id,
        ...bothLanguages(member, twin, [...names]),
        common: {},
        standIn: flaggedInCode("team", member.id),
      };
    }),
};

const asMember = (entry: Entry, language: Language, images?: ContentImages): TeamMember => {
  const texts = textsIn(entry, language);
  const photo = imageOf(images, entry.common.image);
  return {
    id: entry.id,
    ...(photo ? { photo } : {}),
    name: texts.name ?? "",
    role: texts.role ?? "",
    ...(texts.qualification ? { qualification: texts.qualification } : {}),
    experience: texts.experience ?? "",
    biography: texts.biography ?? "",
  };
};

export type TeamPageData = {
  members: TeamMember[];
  /** Null while production has no message the society wrote: the section is left out. */
  message: { paragraphs: string[]; author: TeamMember | null } | null;
};

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The team page's members and message in `language`, from the published list or the code's. */
export function teamPageData(
  stored: unknown,
  language: Language,
  production: boolean,
  images?: ContentImages,
): TeamPageData {
  const members = shownEntries(teamList, stored, production).map((entry) =>
    asMember(entry, language, images),
  );
  const set = publishedList(teamList, stored)?.message;
  const code = language === "te" ? telugu.directorMessage : english.directorMessage;
  const flagged = flaggedInCode("team", "directorMessage");
  const authorId = set ? set.author : code.author.id;
  const author = members.find((member) => member.id === authorId) ?? null;
  if (set) {
    const text = language === "te" && set.te ? set.te : set.en;
    return { members, message: { paragraphs: paragraphsOf(text), author } };
  }
  if (production && flagged) return { members, message: null };
  return { members, message: { paragraphs: [...code.paragraphs], author } };
}
