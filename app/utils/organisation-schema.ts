import { organisation } from "#app/content/organisation.ts";
import { phoneOf, type PublishedSettings, socialLinksOf } from "#app/content/settings/published.ts";
import { absoluteUrl } from "#app/utils/site-url.ts";

/**
 * The society as a schema.org NGO, for search engines' knowledge panels: its settings as published
 * (a detail production withholds is left out), the rest from app/content/organisation.ts.
 */
export function organisationSchema(settings: PublishedSettings) {
  const { address, registration } = organisation;
  const telephone = phoneOf(settings)?.tel;
  const email = settings.email ?? undefined;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": absoluteUrl("/#organisation"),
    name: settings["name.en"] ?? organisation.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/social-card.png"),
    description: organisation.focus,
    foundingDate: String(organisation.founded),
    address: {
      "@type": "PostalAddress",
      addressLocality: settings["address.locality.en"] ?? address.locality,
      postalCode: settings["address.pin"] ?? undefined,
      addressRegion: address.state,
      addressCountry: "IN",
    },
    areaServed: organisation.districts.map((district) => ({
      "@type": "AdministrativeArea",
      name: `${district} district, Telangana`,
    })),
    email,
    telephone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "general enquiries",
      email,
      telephone,
      areaServed: "IN",
      availableLanguage: ["en"],
    },
    identifier: {
      "@type": "PropertyValue",
      propertyID: `Registration under the ${registration.act}`,
      value: registration.number,
    },
    hasCredential: registration.credentials.map(({ title, detail }) => ({
      "@type": "EducationalOccupationalCredential",
      name: title,
      description: detail,
    })),
    sameAs: socialLinksOf(settings).map(({ url }) => url),
  };
}

/** The meta descriptor React Router renders as <script type="application/ld+json">. */
export const organisationJsonLd = (settings: PublishedSettings) => ({
  "script:ld+json": organisationSchema(settings),
});
