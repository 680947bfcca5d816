import { describe, expect, it } from "vitest";
import { contactWording } from "#app/content/forms/contact.ts";
import { donationWording } from "#app/content/forms/donation.ts";
import { volunteerWording } from "#app/content/forms/volunteer.ts";
import { invalidMessage } from "./invalid-message.ts";

const required = new Set(["name", "email", "phone"]);

describe("the message at the top of a refused form", () => {
  it("is the specification's while a required field refused is empty, in either language", () => {
    for (const language of ["en", "te"] as const) {
      const { messages } = volunteerWording[language];
      expect(invalidMessage(messages, language, required, ["phone"], { name: "Ravi", phone: "  " })).toEqual(
        messages.invalid,
      );
    }
  });

  it("asks to check the highlighted fields when every required one is filled and some are not valid", () => {
    const values = { name: "Ravi", email: "ravi@", phone: "98765" };
    expect(invalidMessage(volunteerWording.en.messages, "en", required, ["email", "phone"], values)).toEqual({
      title: "Please check the highlighted fields.",
    });
    expect(invalidMessage(volunteerWording.te.messages, "te", required, ["phone"], values)).toEqual({
      title: "దయచేసి గుర్తు పెట్టిన వివరాలను సరిచూడండి.",
    });
    // An optional field refused (too long, say) is not a blank required one either.
    expect(invalidMessage(volunteerWording.en.messages, "en", required, ["occupation"], values).title).toBe(
      "Please check the highlighted fields.",
    );
  });

  it("keeps contact's title Error above it, and the donation's one message for every refusal", () => {
    const values = { name: "Ravi", email: "ravi@" };
    expect(invalidMessage(contactWording.en.messages, "en", required, ["email"], values)).toEqual({
      title: "Error",
      description: "Please check the highlighted fields.",
    });
    expect(
      invalidMessage(donationWording.en.messages, "en", required, ["customAmount"], { customAmount: "0" })
        .title,
    ).toBe("Please fill in all required fields and select a donation amount.");
  });
});
