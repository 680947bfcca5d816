import { describe, expect, it } from "vitest";
import { organisation } from "#app/content/organisation.ts";
import { organisationSchema } from "./organisation-schema.ts";

describe("organisationSchema", () => {
  it("describes the society as an NGO founded in 2016, with its registration, contact and profiles", () => {
    const schema = organisationSchema();
    expect(schema).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      name: organisation.name,
      foundingDate: "2016",
      address: { "@type": "PostalAddress", addressRegion: "Telangana", addressCountry: "IN" },
      contactPoint: { "@type": "ContactPoint", email: organisation.email, telephone: organisation.phone.tel },
      identifier: { "@type": "PropertyValue", value: "791/2016" },
    });
    expect(schema.sameAs).toEqual(organisation.social.map(({ url }) => url));
    expect(schema.url).toMatch(/^https?:\/\/[^/]+\/$/);
  });
});
