import { organisation } from "./organisation.ts";
import type { Banner, PageMetaText } from "./page-blocks.ts";
import { placeholder } from "./placeholder.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";

export type TeamMember = {
  id: string;
  name: string;
  /** A portrait from the media library (4:5); without one the card shows the member's initials. */
  photo?: PublishedImage;
  role: string;
  qualification?: string;
  experience: string;
  biography: string;
};

export const teamMeta: PageMetaText = {
  title: "Our Leadership",
  description:
    "The people who lead our work with tribal and rural communities in Adilabad, Nirmal and Asifabad, and a message from our Managing Director.",
};

export const teamBanner: Banner = {
  eyebrow: "Who we are",
  title: "Our Leadership",
  intro: "A committed team that brings together field experience and care for the communities we serve.",
};

export const teamHeading = {
  eyebrow: "Our people",
  title: "The team behind our work",
  intro:
    "Each of them carries a part of our work in the villages, from the fields and forests to the classroom.",
};

const unnamed = "The specification names no team member; replace with the real person's details.";

function member(id: string, letter: string, details: Omit<TeamMember, "id" | "name">): TeamMember {
  return {
    id,
    name: placeholder(`team.${id}.name`, `Team Member ${letter}`, unnamed),
    role: placeholder(`team.${id}.role`, details.role, unnamed),
    ...(details.qualification
      ? { qualification: placeholder(`team.${id}.qualification`, details.qualification, unnamed) }
      : {}),
    experience: placeholder(`team.${id}.experience`, details.experience, unnamed),
    biography: placeholder(`team.${id}.biography`, details.biography, unnamed),
  };
}

const managingDirector = member("managing-director", "A", {
  role: "Managing Director",
  qualification: "Postgraduate in Social Work",
  experience: "Rural development and leadership of non-profit work",
  biography: `Leads the society and its work with partners and communities towards ${organisation.goal.lives} lives by ${organisation.goal.year}.`,
});

export const teamMembers: readonly TeamMember[] = [
  managingDirector,
  member("programme-director", "B", {
    role: "Programme Director",
    experience: "Rural development and community programmes",
    biography:
      "Oversees our programmes across Adilabad, Nirmal and Asifabad and makes sure they work together in each village.",
  }),
  member("livelihoods", "C", {
    role: "Livelihoods Programme Manager",
    qualification: "Postgraduate in Rural Management",
    experience: "Farm and non-farm livelihoods",
    biography:
      "Leads our farm and non-farm livelihoods work, from dairy and turmeric to women's enterprises and farmer collectives.",
  }),
  member("education", "D", {
    role: "Education Coordinator",
    experience: "Children's learning and volunteer programmes",
    biography:
      "Coordinates Grama Vidhya with volunteers and partner schools, and our career guidance for students.",
  }),
  member("natural-resources", "E", {
    role: "Natural Resource Management Coordinator",
    qualification: "Graduate in Agriculture",
    experience: "Tree planting, forest work and water conservation",
    biography:
      "Coordinates our planting, plant revival, forest and water conservation work with village communities.",
  }),
  member("finance", "F", {
    role: "Finance and Administration Manager",
    experience: "Non-profit finance and compliance",
    biography:
      "Keeps our accounts and registrations in order, so that every rupee given is used and reported with care.",
  }),
];

const messageWhy =
  "The specification gives no text for this message; replace it with the Managing Director's own words.";

export const directorMessage = {
  eyebrow: "Walking together with our communities",
  title: "Message from the Managing Director",
  paragraphs: [
    placeholder(
      "team.directorMessage.1",
      `When we began in ${organisation.founded}, we chose a name that means “mother”, because a mother cares for the whole family. That is still how we try to work.`,
      messageWhy,
    ),
    placeholder(
      "team.directorMessage.2",
      "The change we are proudest of belongs to the women, young people and farmers of our villages. Our role is to stand beside them, with skills, support and partners who believe in them.",
      messageWhy,
    ),
    placeholder(
      "team.directorMessage.3",
      `We have set ourselves the goal of reaching ${organisation.goal.lives} lives by ${organisation.goal.year}. I invite you to walk this road with us.`,
      messageWhy,
    ),
  ],
  author: managingDirector,
};
