import { describe, expect, it } from "vitest";
import { organisation } from "#app/content/organisation.ts";
import { defaultSettings, publishedSettings } from "#app/content/settings/published.ts";
import { organisationSchema } from "./organisation-schema.ts";

describe("organisationSchema", () => {
  it("describes the society as an NGO founded in 2016, with its registration, contact and profiles", () => {
    const schema = organisationSchema(defaultSettings);
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

  it("leaves out in production the contact details the society has not set, and carries those it has", () => {
    const unset = organisationSchema(publishedSettings({}, true));
    expect(unset.email).toBeUndefined();
    expect(unset.telephone).toBeUndefined();
    expect(unset.sameAs).toEqual([]);
    const set = organisationSchema(
      publishedSettings({ phone: "+91 98765 43210", email: "office@dai.org.in" }, true),
    );
    expect(set.contactPoint).toMatchObject({ email: "office@dai.org.in", telephone: "+919876543210" });
  });
});
