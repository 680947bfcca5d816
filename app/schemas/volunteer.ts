import { z } from "zod";
import {
  type Draft,
  limits,
  optionalLongText,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
} from "./fields.ts";

const labels = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  occupation: "Occupation",
  experience: "Experience",
  motivation: "Motivation",
} as const;

export const volunteerSchema = z.strictObject({
  name: requiredText(labels.name, limits.name),
  email: requiredEmail(labels.email),
  phone: requiredPhone(labels.phone),
  occupation: optionalText(limits.shortText),
  experience: optionalLongText(limits.message),
  motivation: optionalLongText(limits.message),
});

export type VolunteerData = z.infer<typeof volunteerSchema>;

export const volunteerFieldLabels: Record<keyof VolunteerData, string> = labels;

export type VolunteerDraft = Draft<VolunteerData>;

export const emptyVolunteer: VolunteerDraft = {
  name: "",
  email: "",
  phone: "",
  occupation: "",
  experience: "",
  motivation: "",
};
