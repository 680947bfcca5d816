import * as about from "#app/content/about.ts";
import * as donate from "#app/content/donate.ts";
import * as gramLibrary from "#app/content/gram-library.ts";
import * as growPlant from "#app/content/grow-plant.ts";
import * as home from "#app/content/home.ts";
import * as internship from "#app/content/internship.ts";
import { drugDeAddiction } from "#app/content/programs/drug-de-addiction.ts";
import { education } from "#app/content/programs/education.ts";
import { farmLivelihoods } from "#app/content/programs/farm-livelihoods.ts";
import { fpos } from "#app/content/programs/fpos.ts";
import { health } from "#app/content/programs/health.ts";
import { naturalResource } from "#app/content/programs/natural-resource.ts";
import { nonFarmLivelihoods } from "#app/content/programs/non-farm-livelihoods.ts";
import { seniorCitizens } from "#app/content/programs/senior-citizens.ts";
import { ruralSports } from "#app/content/programs/sports.ts";
import * as teluguAbout from "#app/content/te/about.ts";
import * as teluguDonate from "#app/content/te/donate.ts";
import * as teluguGramLibrary from "#app/content/te/gram-library.ts";
import * as teluguGrowPlant from "#app/content/te/grow-plant.ts";
import * as teluguHome from "#app/content/te/home.ts";
import * as teluguInternship from "#app/content/te/internship.ts";
import { drugDeAddiction as teluguDrugDeAddiction } from "#app/content/te/programs/drug-de-addiction.ts";
import { education as teluguEducation } from "#app/content/te/programs/education.ts";
import { farmLivelihoods as teluguFarmLivelihoods } from "#app/content/te/programs/farm-livelihoods.ts";
import { fpos as teluguFpos } from "#app/content/te/programs/fpos.ts";
import { health as teluguHealth } from "#app/content/te/programs/health.ts";
import { naturalResource as teluguNaturalResource } from "#app/content/te/programs/natural-resource.ts";
import { nonFarmLivelihoods as teluguNonFarmLivelihoods } from "#app/content/te/programs/non-farm-livelihoods.ts";
import { seniorCitizens as teluguSeniorCitizens } from "#app/content/te/programs/senior-citizens.ts";
import { ruralSports as teluguRuralSports } from "#app/content/te/programs/sports.ts";
import * as teluguTransparency from "#app/content/te/transparency.ts";
import * as transparency from "#app/content/transparency.ts";

/*
 * The pages whose texts the staff area edits, each with the code's English and Telugu texts its
 * fields and defaults are found in (app/content/texts/fields.ts). A page's name is its item's name
 * ("texts:home") and the route's loader asks for it by that name. What another editor owns is left
 * out: the hero slides (lists), the bank transfer box (the settings fill its rows, and the pledge
 * email prints its last step).
 */

export type TextPage = {
  name: string;
  title: string;
  /** The page's English address; the Telugu one is under /te. */
  path: string;
  english: object;
  telugu: object;
  /** The Telugu module whose draft flag its texts inherit (app/content/translation-status.ts). */
  teluguModule: string;
};

const pick = <T extends object, K extends keyof T>(module: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, module[key]]));

const homeParts = [
  "homeMeta",
  "impactStatistics",
  "impactBand",
  "introduction",
  "visionMissionHeading",
  "vision",
  "mission",
  "programsHeading",
  "programCards",
  "callToAction",
] as const;

const donateParts = [
  "donateMeta",
  "donateBanner",
  "impactAreas",
  "donationFormHeading",
  "whyDonate",
] as const;

const program = (slug: string, title: string, english: object, telugu: object): TextPage => ({
  name: `programs/${slug}`,
  title: `Programme: ${title}`,
  path: `/programs/${slug}`,
  english,
  telugu,
  teluguModule: `te/programs/${slug}.ts`,
});

export const textPages: readonly TextPage[] = [
  {
    name: "home",
    title: "Home",
    path: "/",
    english: pick(home, homeParts),
    telugu: pick(teluguHome, homeParts),
    teluguModule: "te/home.ts",
  },
  {
    name: "about",
    title: "About",
    path: "/about",
    english: about,
    telugu: teluguAbout,
    teluguModule: "te/about.ts",
  },
  program("natural-resource", "Natural Resource Management", naturalResource, teluguNaturalResource),
  program("education", "Education", education, teluguEducation),
  program("farm-livelihoods", "Farm Livelihoods", farmLivelihoods, teluguFarmLivelihoods),
  program("non-farm-livelihoods", "Non-Farm Livelihoods", nonFarmLivelihoods, teluguNonFarmLivelihoods),
  program("health", "Health and Nutrition", health, teluguHealth),
  program("sports", "Rural Sports", ruralSports, teluguRuralSports),
  program("fpos", "Farmer Producer Organizations", fpos, teluguFpos),
  program("drug-de-addiction", "Alcohol and Drug De-Addiction", drugDeAddiction, teluguDrugDeAddiction),
  program("senior-citizens", "Senior Citizens", seniorCitizens, teluguSeniorCitizens),
  {
    name: "volunteer/gram-library",
    title: "Volunteer: Gram Library",
    path: "/volunteer/gram-library",
    english: gramLibrary,
    telugu: teluguGramLibrary,
    teluguModule: "te/gram-library.ts",
  },
  {
    name: "volunteer/internship",
    title: "Volunteer: Internship",
    path: "/volunteer/internship",
    english: internship,
    telugu: teluguInternship,
    teluguModule: "te/internship.ts",
  },
  {
    name: "volunteer/grow-plant",
    title: "Volunteer: Grow Plant",
    path: "/volunteer/grow-plant",
    english: growPlant,
    telugu: teluguGrowPlant,
    teluguModule: "te/grow-plant.ts",
  },
  {
    name: "donate",
    title: "Donate",
    path: "/donate",
    english: pick(donate, donateParts),
    telugu: pick(teluguDonate, donateParts),
    teluguModule: "te/donate.ts",
  },
  {
    name: "transparency",
    title: "Transparency",
    path: "/transparency",
    english: transparency,
    telugu: teluguTransparency,
    teluguModule: "te/transparency.ts",
  },
];

export const textPage = (name: string): TextPage | undefined => textPages.find((page) => page.name === name);
