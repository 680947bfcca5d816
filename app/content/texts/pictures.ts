/*
 * The pictures a page's texts item may hold beside its texts (issue 24): a programme page's banner
 * photo and the photos beside its story and its work, each a media library picture
 * ("media:<id>") chosen in the page's texts editor and published with its texts. A page without
 * one shows the drawn artwork in its place.
 */

/** How the page crops a slot's picture (around its focal point). */
export type PictureSlotShape = "wide" | "square";

export type PictureSlot = { label: string; hint: string; shape: PictureSlotShape };

export const programPictureSlots = {
  banner: {
    label: "Banner photo",
    hint: "Optional: a landscape photo at the top of the page, beside its title; without one the page shows the drawn tree.",
    shape: "wide",
  },
  story: {
    label: "Photo beside the story",
    hint: "Optional: shown beside “Why it matters” instead of its drawing.",
    shape: "wide",
  },
  work: {
    label: "Photo beside “How we work”",
    hint: "Optional: shown beside the list of how the work is done instead of its drawing.",
    shape: "square",
  },
} as const satisfies Readonly<Record<string, PictureSlot>>;

export type ProgramPictureSlot = keyof typeof programPictureSlots;

const none: Readonly<Record<string, PictureSlot>> = {};

/** The picture slots of a page of the texts editor ("programs/health"): only programme pages have any. */
export const pictureSlotsOf = (page: string): Readonly<Record<string, PictureSlot>> =>
  page.startsWith("programs/") ? programPictureSlots : none;

/** The name of a slot's input in the editor's form, and of its message. */
export const pictureInputName = (slot: string) => `picture:${slot}`;
