import { organisation } from "#app/content/organisation.ts";
import { absoluteUrl } from "#app/utils/site-url.ts";

/**
 * The society as a schema.org NGO, for search engines' knowledge panels; every fact comes from
 * app/content/organisation.ts, so placeholders there stay placeholders here.
 */
export function organisationSchema() {
  const { address, registration } = organisation;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": absoluteUrl("/#organisation"),
    name: organisation.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/social-card.png"),
    description: organisation.focus,
    foundingDate: String(organisation.founded),
    address: {
      "@type": "PostalAddress",
      addressLocality: address.locality,
      addressRegion: address.state,
      addressCountry: "IN",
    },
    areaServed: organisation.districts.map((district) => ({
      "@type": "AdministrativeArea",
      name: `${district} district, Telangana`,
    })),
    email: organisation.email,
    telephone: organisation.phone.tel,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "general enquiries",
      email: organisation.email,
      telephone: organisation.phone.tel,
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
    sameAs: organisation.social.map(({ url }) => url),
  };
}

/** The meta descriptor React Router renders as <script type="application/ld+json">. */
export const organisationJsonLd = () => ({ "script:ld+json": organisationSchema() });
