import { organisation } from "./organisation.ts";
import type { Banner, FeatureSection, ImpactFigure, PageMetaText } from "./page-blocks.ts";
import { placeholder } from "./placeholder.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";

/** A partner card (requirements 3 Partner): `type` is the spec's "established", a partner type label. */
export type Partner = {
  id: string;
  name: string;
  /** The partner's logo from the media library (square); without one the card shows a monogram. */
  logo?: PublishedImage;
  focus: string;
  type: string;
  description: string;
  /** The partner's own site (an https address the society published). */
  website?: string;
};

export const collaboratorsMeta: PageMetaText = {
  title: "Our Collaborators",
  description: `${organisation.claims.strategicPartners} strategic partners, from government to industry, working with us across ${organisation.claims.villagesImpacted} villages of Adilabad, Nirmal and Asifabad.`,
};

export const collaboratorsBanner: Banner = {
  eyebrow: "Working together",
  title: "Our Collaborators",
  intro:
    "Government, industry, training and care institutions bring their strengths to our villages. Together we reach further than any of us could alone.",
};

export const partnershipFigures: readonly ImpactFigure[] = [
  { value: organisation.claims.strategicPartners, label: "Strategic partners" },
  { value: organisation.claims.villagesImpacted, label: "Villages impacted" },
  { value: organisation.claims.yearsOfImpact, label: "Years of impact" },
  { value: String(organisation.districts.length), label: "Tribal districts served" },
];

/** The name of the band of statistic tiles, for screen readers. */
export const partnershipFiguresLabel = "Our partnerships in numbers";

export const partnersHeading = {
  eyebrow: "Our partners",
  title: "Who we work with",
  intro:
    "Each partner brings expertise, resources or reach that the communities we serve would otherwise go without.",
};

const unnamed =
  "The specification describes this partner without naming it; replace with the partner's name and logo.";

function partner(id: string, name: string, details: Omit<Partner, "id" | "name">): Partner {
  return { id, name: placeholder(`collaborators.${id}.name`, name, unnamed), ...details };
}

// The ten partners of requirements 2, in the specification's order.
export const partners: readonly Partner[] = [
  partner("price-guarantee", "Farmer Crop-Price Guarantee Initiative", {
    focus: "Fair crop prices",
    type: "Farmer Initiative · 2025",
    description: "An initiative that works for a guaranteed, fair price for farmers' crops.",
  }),
  partner("state-government", "State Government of Telangana", {
    focus: "Public schemes",
    type: "Government",
    description:
      "We work alongside state government departments so that public schemes reach tribal villages.",
  }),
  partner("sewing-machines", "Sewing Machine Manufacturer", {
    focus: "Women's skills",
    type: "Manufacturing Partner",
    description: "A maker of sewing machines, partnering with us on tailoring skills for rural women.",
  }),
  partner("agri-technology", "Agri-Technology Firm", {
    focus: "Farm technology",
    type: "Technology Partner",
    description: "Brings modern farm technology within reach of the farmers and collectives we work with.",
  }),
  partner("commodity-exchange", "Commodity Exchange", {
    focus: "Market access",
    type: "Market Partner",
    description: "Helps farmers and their collectives understand and reach organised commodity markets.",
  }),
  partner("spices-board", "Spices Board", {
    focus: "Spices and turmeric",
    type: "Government Board",
    description:
      "A government board for spices, working with us on spice crops such as the turmeric of our villages.",
  }),
  partner("spice-programme", "National Sustainable Spice Programme", {
    focus: "Sustainable spices",
    type: "National Programme",
    description: "A national programme that promotes sustainable ways of growing spices.",
  }),
  partner("livestock", "Livestock Consultancy", {
    focus: "Livestock and dairy",
    type: "Consultancy Partner",
    description: "Shares livestock expertise that supports our work with dairy farmers.",
  }),
  partner("training-institute", "Industrial Training Institute", {
    focus: "Vocational skills",
    type: "Training Partner",
    description: "Offers vocational training that opens skilled trades to rural young people.",
  }),
  partner("rehabilitation-centre", "Rehabilitation Centre for Disabled Children", {
    focus: "Children with disabilities",
    type: "Care Partner",
    description: "Cares for children with disabilities, so that they too are included in our work.",
  }),
];

export const collaborativeImpact: FeatureSection = {
  eyebrow: "Collaborative impact",
  title: "Stronger together",
  intro:
    "Partnerships let each organisation do what it does best. In our villages they come together in five ways.",
  items: [
    {
      title: "Fair markets",
      text: "Price guarantees, commodity markets and spice institutions help farmers earn a fair return.",
    },
    {
      title: "Skills and work",
      text: "Manufacturers and training institutes open new skills and trades to women and young people.",
    },
    {
      title: "Technology on the farm",
      text: "Agri-technology and livestock expertise bring modern practice to small farms.",
    },
    {
      title: "Public schemes",
      text: "Working with government brings public schemes to the villages that need them.",
    },
    {
      title: "No one left out",
      text: "Care partners make sure that children with disabilities are part of village life.",
    },
  ],
};

export const partnerCta = {
  eyebrow: "Partner with us",
  title: "Let us work together",
  text: "If your organisation shares our commitment to tribal and rural communities, we would be glad to hear from you.",
  link: { label: "Contact Us", to: "/contact" },
};
