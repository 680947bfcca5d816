import { describe, expect, it } from "vitest";
import { organisation } from "#app/content/organisation.ts";
import type { Language } from "#app/content/language.ts";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import { publishedSettings } from "#app/content/settings/published.ts";
import { composeEmail, mailSettings, type StoredSubmission } from "./messages.ts";
import * as sample from "./testing/samples.ts";
import type { OutgoingEmail } from "./transport.ts";

const settings = mailSettings({
  MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
  MAIL_TO: "Office <office@dai.example>",
  MAIL_TO_DONATION: "accounts@dai.example, director@dai.example",
  MAIL_TO_CONTACT: undefined,
  MAIL_TO_VOLUNTEER: undefined,
  MAIL_TO_INTERNSHIP: "Internships <interns@dai.example>",
});

function stored(
  { formType, data }: FormSubmission,
  reference = "DON-7F3K2Q",
  acknowledgementQueued = true,
  language: Language = "en",
): StoredSubmission {
  return {
    reference,
    form_type: formType,
    data: JSON.stringify(data),
    created_at: "2026-11-21T10:30:00.000Z",
    idempotency_key: "4bc601e8-1f36-4eef-8d04-d40f7d35b8c8",
    acknowledgementQueued,
    language,
  };
}

function ready(result: ReturnType<typeof composeEmail>): OutgoingEmail {
  if (result.status !== "ready") throw new Error(result.error);
  return result.email;
}

describe("the notification to the society", () => {
  it("links to the submission in the staff area, on SITE_URL only, and has no link without it", () => {
    const linked = ready(
      composeEmail("notification", stored({ formType: "contact", data: sample.contact }, "CON-7F3K2Q"), {
        ...settings,
        siteUrl: "https://dai.example/",
      }),
    );
    expect(linked.text).toContain(
      "Open it in the staff area: https://dai.example/staff/submissions/CON-7F3K2Q",
    );
    expect(linked.html).toContain('href="https://dai.example/staff/submissions/CON-7F3K2Q"');
    const unlinked = ready(
      composeEmail(
        "notification",
        stored({ formType: "contact", data: sample.contact }, "CON-7F3K2Q"),
        settings,
      ),
    );
    expect(unlinked.text).not.toContain("/staff/");
  });

  it("says what came in, from whom, with the reference, to the form's recipients, replying to the submitter", () => {
    const email = ready(
      composeEmail("notification", stored({ formType: "donation", data: sample.donation }), settings),
    );
    expect(email.subject).toBe("Donation pledge: ₹1,000 from Asha [DON-7F3K2Q]");
    expect(email.to).toEqual([
      { name: "", address: "accounts@dai.example" },
      { name: "", address: "director@dai.example" },
    ]);
    expect(email.replyTo).toEqual({ name: "Asha", address: "asha@example.com" });
    expect(email.from).toBe("Dai Rural Development Society <no-reply@dai.example>");
    expect(email.key).toBe("DON-7F3K2Q-notification");
  });

  it("labels every field as on the form, in text and HTML, and shows the time in India", () => {
    const email = ready(
      composeEmail("notification", stored({ formType: "donation", data: sample.donation }), settings),
    );
    for (const line of [
      "Reference: DON-7F3K2Q",
      "Received: 21 November 2026 at 4:00 pm IST",
      "Full Name: Asha",
      "Email Address: asha@example.com",
      "Phone Number: +91 98765 43210",
      "Donation Amount: ₹1,000",
      "Message:\n  For the school library.\n  With love.",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain("Donation Amount</div>");
    expect(email.html).toContain("For the school library.<br>With love.");
  });

  it("for a donation, says only what the donor has been told: an acknowledgement queued, or none", () => {
    const withAcknowledgement = ready(
      composeEmail("notification", stored({ formType: "donation", data: sample.donation }), settings),
    );
    expect(withAcknowledgement.text).toContain(
      'Asha pledged ₹1,000 through the website. No money was taken online. An acknowledgement with how to pay (the payment details and their page) has been queued to the donor; it asks them to report the payment with "I have paid".',
    );
    const without = ready(
      composeEmail(
        "notification",
        stored({ formType: "donation", data: sample.donation }, "DON-7F3K2Q", false),
        settings,
      ),
    );
    expect(without.text).toContain(
      "No money was taken online. Acknowledgements are turned off (SEND_ACKNOWLEDGEMENT=false): the website has not emailed the donor how to pay.",
    );
    expect(without.text).not.toMatch(/queued|been sent the bank/);
  });

  it("names the contact subject by its label and falls back to MAIL_TO", () => {
    const email = ready(
      composeEmail(
        "notification",
        stored({ formType: "contact", data: sample.contact }, "CON-AB12CD"),
        settings,
      ),
    );
    expect(email.subject).toBe("Contact: Partnership Inquiry from Kiran [CON-AB12CD]");
    expect(email.to).toEqual([{ name: "Office", address: "office@dai.example" }]);
    expect(email.text).toContain("Subject: Partnership Inquiry");
  });

  it("shows an empty optional field as not given", () => {
    const email = ready(
      composeEmail(
        "notification",
        stored({ formType: "volunteer", data: sample.volunteer }, "VOL-AB12CD"),
        settings,
      ),
    );
    expect(email.subject).toBe("Volunteer application: Lakshmi [VOL-AB12CD]");
    expect(email.text).toContain("Experience: Not given");
  });

  it("sets out an internship application in the form's six sections, with the areas of interest in the subject", () => {
    const email = ready(
      composeEmail(
        "notification",
        stored({ formType: "internship", data: sample.internship }, "INT-AB12CD"),
        settings,
      ),
    );
    expect(email.subject).toBe("Internship application: Ravi — Rural Development [INT-AB12CD]");
    expect(email.to).toEqual([{ name: "Internships", address: "interns@dai.example" }]);
    const sectionOrder = [
      "1. Personal Information",
      "2. Educational Background",
      "3. Internship Details",
      "4. Skills and Experience",
      "5. Statement of Purpose",
      "6. Reference",
    ];
    const positions = sectionOrder.map((title) => email.text.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(email.text).toContain("Date of Birth: 15 August 2001");
    expect(email.text).toContain("Duration: 2 Months");
    expect(email.text).toContain("This internship is part of my academic requirement: No");
    // Fields the form hides behind a choice that was not made are not part of the answer.
    expect(email.text).not.toContain("Please specify");
    expect(email.text).not.toContain("College Name");
  });

  it("shows the revealed fields when their choice was made", () => {
    const data = {
      ...sample.internship,
      gender: "other" as const,
      customGender: "Non-binary",
      academicRequirement: true,
      collegeName: "Example College",
      areaOfInterest: [],
    };
    const email = ready(
      composeEmail("notification", stored({ formType: "internship", data }, "INT-AB12CD"), settings),
    );
    expect(email.subject).toBe("Internship application: Ravi [INT-AB12CD]");
    expect(email.text).toContain("Gender: Other\nPlease specify: Non-binary");
    expect(email.text).toContain("College Name: Example College\nDepartment: Not given");
  });
});

describe("the acknowledgement to the submitter", () => {
  it("goes to the submitter, thanks them with the reference, and replies reach the society", () => {
    const email = ready(
      composeEmail(
        "acknowledgement",
        stored({ formType: "contact", data: sample.contact }, "CON-AB12CD"),
        settings,
      ),
    );
    expect(email.to).toEqual([{ name: "Kiran", address: "kiran@example.com" }]);
    expect(email.replyTo).toEqual({ name: "Office", address: "office@dai.example" });
    expect(email.subject).toBe("We have received your message [CON-AB12CD]");
    expect(email.text).toContain("Dear Kiran,");
    expect(email.text).toContain("Your message has been sent successfully! We'll get back to you soon.");
    expect(email.text).toContain("Your reference is CON-AB12CD.");
    expect(email.text).toContain("Message: We would like to work with you.");
  });

  it("for a donation, carries its payment page, the UPI link and QR code, the bank-transfer details and the 'I have paid' link", () => {
    const composed = composeEmail(
      "acknowledgement",
      stored({ formType: "donation", data: sample.donation }),
      { ...settings, siteUrl: "https://dai.example/" },
    );
    const email = ready(composed);
    expect(email.subject).toBe("Thank you for your donation pledge [DON-7F3K2Q]");
    const { bank, giving } = organisation;
    const link = `upi://pay?pa=${encodeURIComponent(giving.upiId)}&pn=${encodeURIComponent(giving.upiPayeeName)}&am=1000.00&cu=INR&tn=Donation%20DON-7F3K2Q`;
    for (const line of [
      "Your pledge of ₹1,000 is recorded; no money has been taken yet.",
      "Your payment page, with UPI, the QR code and the bank details: https://dai.example/donate?sent=4bc601e8-1f36-4eef-8d04-d40f7d35b8c8#form-outcome",
      `Pay ₹1,000 with a UPI app: ${link}`,
      `Or pay to our UPI ID: ${giving.upiId}`,
      `Organization: ${bank.accountName}`,
      `Account number: ${bank.accountNumber}`,
      `IFSC: ${bank.ifsc}`,
      "Please quote your reference DON-7F3K2Q in the payment's remarks.",
      "I have paid: https://dai.example/donate/paid?ref=DON-7F3K2Q",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain(`href="${link.replaceAll("&", "&amp;").replaceAll("'", "&#39;")}"`);
    expect(email.html).toContain('<img src="cid:upi-qr@donation" alt="QR code to pay ₹1,000 by UPI"');
    expect(composed.status === "ready" && composed.qrCodes).toEqual([{ cid: "upi-qr@donation", data: link }]);
  });

  it("for a pledge over one UPI payment's limit, sends the donor to the bank transfer instead of a UPI link", () => {
    const composed = composeEmail(
      "acknowledgement",
      stored({ formType: "donation", data: { ...sample.donation, amount: 150_000 } }),
      { ...settings, siteUrl: "https://dai.example/" },
    );
    const email = ready(composed);
    expect(email.text).toContain(
      "UPI apps take at most ₹1,00,000 in one payment, so please pay ₹1,50,000 by bank transfer (NEFT or RTGS).",
    );
    expect(email.text).toContain(`Account number: ${organisation.bank.accountNumber}`);
    expect(email.text).toContain(
      "Your payment page, with the bank details: https://dai.example/donate?sent=4bc601e8-1f36-4eef-8d04-d40f7d35b8c8#form-outcome",
    );
    expect(email.text).not.toContain("upi://");
    expect(email.text).not.toContain("QR code");
    expect(composed.status === "ready" && composed.qrCodes).toBeUndefined();
  });

  it("for a donation in Telugu, links to the Telugu payment page and 'I have paid'", () => {
    const email = ready(
      composeEmail(
        "acknowledgement",
        stored({ formType: "donation", data: sample.donation }, "DON-7F3K2Q", true, "te"),
        { ...settings, siteUrl: "https://dai.example" },
      ),
    );
    expect(email.text).toContain(
      "https://dai.example/te/donate?sent=4bc601e8-1f36-4eef-8d04-d40f7d35b8c8#form-outcome",
    );
    expect(email.text).toContain("https://dai.example/te/donate/paid?ref=DON-7F3K2Q");
  });

  it("for a donation without SITE_URL to link to, asks for the transfer's details by email, as the donate page does", () => {
    const email = ready(
      composeEmail("acknowledgement", stored({ formType: "donation", data: sample.donation }), settings),
    );
    expect(email.text).not.toContain("I have paid");
    expect(email.text).not.toContain("?sent=");
    expect(email.text).toContain(
      `After your transfer, please email the transaction details to ${organisation.email} so that we can acknowledge your donation.`,
    );
  });

  it("for a donation, restates the 80G details with the PAN masked", () => {
    const email = ready(
      composeEmail("acknowledgement", stored({ formType: "donation", data: sample.donation }), settings),
    );
    expect(email.text).toContain("PAN: ABCDE****F");
    expect(email.text).not.toContain("ABCDE1234F");
    expect(email.text).toContain("I am an Indian citizen: Yes");
  });

  it("restates only the fields the submitter filled in", () => {
    const email = ready(
      composeEmail(
        "acknowledgement",
        stored({ formType: "volunteer", data: sample.volunteer }, "VOL-AB12CD"),
        settings,
      ),
    );
    expect(email.text).toContain("Motivation: I want to teach reading.");
    expect(email.text).not.toContain("Experience");
    expect(email.text).not.toContain("Not given");
  });
});

describe("the acknowledgement from a Telugu form", () => {
  const telugu = (submission: FormSubmission, reference: string) =>
    ready(composeEmail("acknowledgement", stored(submission, reference, true, "te"), settings));

  it("is written in Telugu: subject, greeting, thanks, reference, labels and frame", () => {
    const email = telugu({ formType: "contact", data: sample.contact }, "CON-AB12CD");
    expect(email.subject).toBe("మీ సందేశం మాకు అందింది [CON-AB12CD]");
    for (const line of [
      "ప్రియమైన Kiran గారికి,",
      "మీ సందేశం మాకు చేరింది! త్వరలోనే మీకు జవాబిస్తాం.",
      "మీ రిఫరెన్స్ నంబర్ CON-AB12CD.",
      "మీరు మాకు పంపిన వివరాలు ఇవి:",
      "విషయం: భాగస్వామ్యం గురించి",
      "ఆత్మీయ శుభాకాంక్షలతో,",
      "మా వెబ్‌సైట్‌లోని ఒక ఫారంలో ఈ చిరునామా నమోదైనందువల్ల మీకు ఈ ఈమెయిల్ వచ్చింది.",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain('<html lang="te-IN">');
    expect(email.text).not.toContain("Dear ");
  });

  it("gives a donor the bank details under Telugu headings, with the amount and the reference", () => {
    const email = telugu({ formType: "donation", data: sample.donation }, "DON-7F3K2Q");
    expect(email.subject).toBe("మీ విరాళం హామీకి ధన్యవాదాలు [DON-7F3K2Q]");
    expect(email.text).toContain("మీ ₹1,000 విరాళం హామీ నమోదైంది");
    expect(email.text).toContain("బ్యాంకు బదిలీ వివరాలు");
    expect(email.text).toContain(`ఖాతా నంబర్: ${organisation.bank.accountNumber}`);
    expect(email.text).toContain("మీ రిఫరెన్స్ నంబర్ DON-7F3K2Q రాయండి");
  });

  it("names an intern's sections, choices and dates in Telugu", () => {
    const email = telugu({ formType: "internship", data: sample.internship }, "INT-AB12CD");
    for (const line of ["1. వ్యక్తిగత వివరాలు", "లింగం: పురుషుడు", "వ్యవధి: 2 నెలలు", "15 ఆగస్టు, 2001", "గ్రామీణాభివృద్ధి"]) {
      expect(email.text).toContain(line);
    }
  });

  it("leaves the society's notification in English, saying the form was in Telugu", () => {
    const email = ready(
      composeEmail(
        "notification",
        stored({ formType: "contact", data: sample.contact }, "CON-AB12CD", true, "te"),
        settings,
      ),
    );
    expect(email.subject).toBe("Contact: Partnership Inquiry from Kiran [CON-AB12CD]");
    expect(email.text).toContain("Language of the form: Telugu");
    expect(email.text).toContain("Subject: Partnership Inquiry");
  });
});

describe("user text", () => {
  const hostile = {
    ...sample.contact,
    name: `<img src=x onerror="alert(1)">`,
    message: `<script>alert('x')</script> & more`,
  };

  it("arrives escaped in the HTML and verbatim in the text", () => {
    const email = ready(
      composeEmail("notification", stored({ formType: "contact", data: hostile }), settings),
    );
    expect(email.html).not.toContain("<img");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(email.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
    expect(email.text).toContain(`<script>alert('x')</script> & more`);
  });

  it("is not repeated to the address typed when it could be a link: the form sends no stranger's link in the society's name", () => {
    const phishing = {
      ...sample.contact,
      name: "Your account is suspended, restore it at secure-login.example",
      email: "someone.else@example.org",
      message: "Log in at https://secure-login.example/verify within 24 hours.",
    };
    for (const language of ["en", "te"] as const) {
      const email = ready(
        composeEmail(
          "acknowledgement",
          stored({ formType: "contact", data: phishing }, "CON-AB12CD", true, language),
          settings,
        ),
      );
      for (const part of [email.text, email.html, JSON.stringify(email.to)])
        expect(part, language).not.toContain("secure-login");
      expect(email.to).toEqual([{ name: "", address: "someone.else@example.org" }]);
      expect(email.text).toContain(language === "en" ? "Hello," : "నమస్కారం,");
      expect(email.text).toContain(
        language === "en"
          ? "(Not repeated here, as it holds a web or email address. We have it with your reference.)"
          : "(ఇందులో వెబ్ లేదా ఈమెయిల్ చిరునామా ఉన్నందున",
      );
      // The person's own address, which the email goes to anyway, is repeated.
      expect(email.text).toContain("someone.else@example.org");
    }
    // The society's notification keeps every word, for the office to judge.
    const notification = ready(
      composeEmail("notification", stored({ formType: "contact", data: phishing }), settings),
    );
    expect(notification.text).toContain("https://secure-login.example/verify");
  });

  it("cannot break a header: a name with a line break is never made into an email", () => {
    // The schema refuses it at the door; if such a row were ever stored, composing refuses it too,
    // and the transport strips line breaks from every header value (transport.test.ts).
    const data = { ...sample.donation, name: "Asha\r\nBcc: victim@example.com" };
    const result = composeEmail("notification", stored({ formType: "donation", data }), settings);
    expect(result).toEqual({ status: "error", error: expect.stringContaining("name") });
  });
});

describe("a submission that cannot be composed", () => {
  it("is an error that names fields but no personal data", () => {
    const broken = {
      reference: "DON-7F3K2Q",
      form_type: "donation",
      data: JSON.stringify({ name: "Asha", email: "asha@example.com" }),
      created_at: "2026-11-21T10:30:00.000Z",
      idempotency_key: null,
      acknowledgementQueued: true,
      language: "en" as const,
    };
    const result = composeEmail("notification", broken, settings);
    expect(result).toEqual({ status: "error", error: expect.stringContaining("amount") });
    expect(JSON.stringify(result)).not.toContain("asha");
  });
});

describe("the society in its emails", () => {
  it("signs and ends with the name, phone and email the society published", () => {
    const published = publishedSettings(
      { "name.en": "Dai Society Test Name", "name.te": "దాయి పరీక్ష పేరు", phone: "+91 98480 12345" },
      false,
    );
    const withPublished = { ...settings, organisation: () => published };
    const english = ready(
      composeEmail("acknowledgement", stored({ formType: "contact", data: sample.contact }), withPublished),
    );
    expect(english.text).toContain("With warm regards,\nDai Society Test Name");
    expect(english.text).toContain("Phone +91 98480 12345");
    const telugu = ready(
      composeEmail(
        "acknowledgement",
        stored({ formType: "contact", data: sample.contact }, "CON-TE1234", true, "te"),
        withPublished,
      ),
    );
    expect(telugu.text).toContain("ఆత్మీయ శుభాకాంక్షలతో,\nదాయి పరీక్ష పేరు");
    expect(telugu.text).toContain("ఫోన్ +91 98480 12345");
  });

  it("tells a donor to pay the UPI ID and bank account the society published, as the payment page does", () => {
    const published = publishedSettings(
      {
        "upi.id": "daisociety@sbi",
        "upi.payeeName": "Dai Society",
        "bank.accountName": "Dai Society",
        "bank.bankName": "State Bank of India",
        "bank.accountNumber": "12345678901",
        "bank.ifsc": "SBIN0001234",
        "bank.branch": "Siddipet",
        email: "office@daisociety.org",
      },
      true,
    );
    const withPublished = { ...settings, organisation: () => published };
    const telugu = ready(
      composeEmail(
        "acknowledgement",
        stored({ formType: "donation", data: sample.donation }, "DON-7F3K2Q", true, "te"),
        { ...withPublished, siteUrl: "https://dai.example" },
      ),
    );
    expect(telugu.text).toContain("upi://pay?pa=daisociety%40sbi&pn=Dai%20Society&am=1000.00");
    expect(telugu.text).toContain("daisociety@sbi");
    for (const value of ["State Bank of India", "12345678901", "SBIN0001234", "Siddipet"]) {
      expect(telugu.text).toContain(value);
    }
    for (const placeholder of [
      organisation.giving.upiId,
      organisation.bank.accountNumber,
      organisation.bank.ifsc,
    ]) {
      expect(telugu.text).not.toContain(placeholder);
    }
    // Without SITE_URL there is no "I have paid" to link to: the donor writes to the published address.
    const english = ready(
      composeEmail("acknowledgement", stored({ formType: "donation", data: sample.donation }), withPublished),
    );
    expect(english.text).toContain("please email the transaction details to office@daisociety.org");
  });

  it("gives no bank account or UPI ID production withholds, and says the bank details are to come", () => {
    const unset = { ...settings, organisation: () => publishedSettings({}, true) };
    const email = ready(
      composeEmail("acknowledgement", stored({ formType: "donation", data: sample.donation }), unset),
    );
    expect(email.text).toContain("Bank transfer details: to be published soon");
    expect(email.text).not.toContain(organisation.bank.accountNumber);
    expect(email.text).not.toContain("upi://");
  });

  it("leaves out a phone production withholds, instead of printing a stand-in", () => {
    const unset = { ...settings, organisation: () => publishedSettings({}, true) };
    const email = ready(
      composeEmail("acknowledgement", stored({ formType: "contact", data: sample.contact }), unset),
    );
    expect(email.text).not.toMatch(/Phone/);
    expect(email.text).not.toContain(organisation.phone.display);
  });
});
