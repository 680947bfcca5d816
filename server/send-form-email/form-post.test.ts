import { describe, expect, it } from "vitest";
import { limits } from "#app/schemas/fields.ts";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { openTestApi, sqliteBackend, type TestApiOptions } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { validSubmissions } from "../testing/submissions.ts";

/*
 * POST /api/send-form-email from a form without JavaScript: the fields as the browser posts them,
 * read by each form's schema, answered with the form's page (here a stand-in that reports the page,
 * status and outcome; the pages themselves: tests/e2e/forms-without-javascript.spec.ts). The store,
 * idempotency, spam and rate-limit rules are the JSON path's, on SQLite.
 */

const database = databasePerTest(sqliteBackend());

const api = (options?: TestApiOptions) => openTestApi(database.handle, options);
const rows = () => database.handle.db.selectFrom("submissions").selectAll().orderBy("created_at").execute();
const jobs = () => database.handle.db.selectFrom("email_jobs").selectAll().execute();

const aMinuteAgo = () => String(Date.now() - 60_000);

/** What a browser posts for the contact form: its fields, the hidden ones and the empty trap. */
function contactPost(fields: Record<string, string | string[]> = {}) {
  return {
    ...validSubmissions.contact.data,
    formType: "contact",
    idempotencyKey: crypto.randomUUID(),
    issuedAt: aMinuteAgo(),
    website: "",
    ...fields,
  };
}

/** The fields as a browser posts them: a tick box only when ticked (as "on"), each item of a group. */
function asBrowserPosts(values: Record<string, unknown>) {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" || Array.isArray(value)) fields[name] = value;
    else if (value === true) fields[name] = "on";
  }
  return fields;
}

type Answer = {
  page: string;
  outcome: {
    status: string;
    reference?: string;
    values?: Record<string, unknown>;
    hints?: Record<string, string>;
    token: { idempotencyKey: string; issuedAt: string };
  };
};

async function answerOf(response: Response) {
  expect(response.headers.get("X-Form-Answer")).toBe("page");
  return { status: response.status, ...((await response.json()) as Answer) };
}

type TestApi = Awaited<ReturnType<typeof api>>;

/** What the browser shows: a stored post is redirected to its form's page, which the browser then gets. */
async function shownAfter({ app }: TestApi, response: Response) {
  if (response.status !== 303) return answerOf(response);
  expect(response.headers.get("Location")).toMatch(/\?sent=[^#&]+#form-outcome$/);
  return answerOf(await app.request(response.headers.get("Location") ?? ""));
}

describe("a form posted without JavaScript", () => {
  it("stores each form exactly as the JSON path does, with its email jobs, and answers with its page", async () => {
    const testApi = await api();
    const posts = {
      contact: ["/contact", contactPost({ message: "Two lines\r\nfrom a textarea" })],
      donation: [
        "/donate",
        { ...validSubmissions.donation.data, amount: undefined, preset: "", customAmount: "2500" },
      ],
      volunteer: ["/volunteer/gram-library", validSubmissions.volunteer.data],
      internship: ["/volunteer/internship", validSubmissions.internship.data],
    } as const;
    for (const [formType, [page, fields]] of Object.entries(posts)) {
      const posted = asBrowserPosts({ ...fields, formType, issuedAt: aMinuteAgo() });
      const answer = await shownAfter(testApi, await testApi.postForm(posted));
      expect(answer).toMatchObject({ status: 200, outcome: { status: "sent" } });
      // The form's page, rendered for its address (?sent=… after a redirect: post/redirect/get below).
      expect(answer.page.split("?")[0]).toBe(page);
      const stored = (await rows()).find((row) => row.reference === answer.outcome.reference);
      expect(stored?.status, formType).toBe("received");
      const expected =
        formType === "contact"
          ? { ...validSubmissions.contact.data, message: "Two lines\nfrom a textarea" }
          : validSubmissions[formType as keyof typeof validSubmissions].data;
      expect(JSON.parse(stored?.data ?? "{}"), formType).toEqual(expected);
    }
    expect(await jobs()).toHaveLength(8);
  });

  it("stores the longest application the internship form accepts, written in Telugu, posted either way", async () => {
    const testApi = await api();
    // Each field at its limit in letters, each letter a conjunct with its vowel sign (క్షి, four code
    // units): the most the rules let through. Three bytes a code unit, nine once a form post escapes
    // them: 23,400 letters here, about 840 KB posted.
    const telugu = (length: number) => "క్షి".repeat(length);
    const longest = {
      ...validSubmissions.internship.data,
      fullName: telugu(limits.name),
      degree: telugu(limits.shortText),
      institution: telugu(limits.shortText),
      currentAddress: telugu(limits.address),
      permanentAddress: telugu(limits.address),
      languages: telugu(limits.shortText),
      computerSkills: telugu(limits.message),
      experience: telugu(limits.message),
      statementOfPurpose: telugu(limits.statementOfPurpose),
      referenceName: telugu(limits.name),
      referenceDesignation: telugu(limits.shortText),
      referenceOrganization: telugu(limits.shortText),
    };
    const posted = asBrowserPosts({
      ...longest,
      formType: "internship",
      issuedAt: aMinuteAgo(),
      language: "te",
    });
    expect(new URLSearchParams(posted as Record<string, string>).toString().length).toBeGreaterThan(800_000);
    const answer = await shownAfter(testApi, await testApi.postForm(posted));
    expect(answer).toMatchObject({ status: 200, outcome: { status: "sent" } });
    const viaJson = await testApi.post({ ...validSubmissions.internship, data: longest });
    expect(viaJson.status).toBe(200);
    const stored = await rows();
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(JSON.parse(row.data)).toEqual(longest);
  });

  it("refuses a Telugu text one letter over its limit, saying how many letters it has", async () => {
    const testApi = await api();
    const over = await testApi.post({
      ...validSubmissions.contact,
      language: "te",
      data: { ...validSubmissions.contact.data, message: "రైతు ".repeat(1667) + "సంఘం" },
    });
    expect(over.status).toBe(400);
    expect(JSON.stringify(await over.json())).toContain("దయచేసి 5,000 అక్షరాల లోపే రాయండి; ఇందులో 5,003 అక్షరాలు ఉన్నాయి.");
    // 4,079 Telugu letters, 6,799 code units: within the limit as a reader counts them.
    const within = await testApi.post({
      ...validSubmissions.contact,
      data: { ...validSubmissions.contact.data, message: "రైతు సంఘం ".repeat(680) },
    });
    expect(within.status).toBe(200);
  });

  it("redirects a stored post to its page, whose every reload shows the success again (post/redirect/get)", async () => {
    const { app, postForm } = await api();
    const fields = asBrowserPosts({
      ...validSubmissions.donation.data,
      amount: undefined,
      preset: "2500",
      formType: "donation",
      language: "te",
      idempotencyKey: crypto.randomUUID(),
      issuedAt: aMinuteAgo(),
    });
    const posted = await postForm(fields);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Cache-Control")).toBe("no-store");
    const location = `/te/donate?sent=${fields.idempotencyKey as string}#form-outcome`;
    expect(posted.headers.get("Location")).toBe(location);

    const shown = [await answerOf(await app.request(location)), await answerOf(await app.request(location))];
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    for (const answer of shown) {
      expect(answer).toMatchObject({
        status: 200,
        page: expect.stringMatching(/^\/te\/donate\?sent=[0-9a-f-]{36}$/),
        outcome: { status: "sent", reference: row?.reference, pledge: { amount: 2500 } },
      });
      // A fresh key for a next submission, not the one already used.
      expect(answer.outcome.token.idempotencyKey).not.toBe(fields.idempotencyKey);
    }
  });

  it("answers send pressed again on the emptied form under a success with that success, not a refusal", async () => {
    const { app, postForm } = await api();
    const fields = contactPost();
    const key = fields.idempotencyKey;
    expect((await postForm(fields)).status).toBe(303);
    const shown = await answerOf(await app.request(`/contact?sent=${key}`));
    expect(shown.outcome).toMatchObject({ status: "sent", sentKey: key });

    // The form under it, as the browser posts it untouched: its hidden fields and nothing typed.
    const untouched = {
      formType: "contact",
      idempotencyKey: shown.outcome.token.idempotencyKey,
      issuedAt: aMinuteAgo(),
      website: "",
      sentBefore: key,
    };
    const again = await postForm(untouched);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(`/contact?sent=${key}#form-outcome`);
    expect(await rows()).toHaveLength(1);
    // Something typed is a new message, checked as any other; so is an empty post from elsewhere.
    expect((await postForm({ ...untouched, name: "Ravi" })).status).toBe(400);
    expect((await postForm({ ...untouched, sentBefore: "" })).status).toBe(400);
  });

  it("shows the plain form for a key that names no submission of that form; a payment page for no pledge says it is closed", async () => {
    const { app, postForm } = await api();
    const fields = contactPost();
    await postForm(fields);
    const address = `/contact?sent=${crypto.randomUUID()}`;
    const response = await app.request(address);
    expect(response.status, address).toBe(200);
    expect(response.headers.get("X-Form-Answer"), address).toBeNull();
    expect(await response.text(), address).toMatch(/^<h1>contact<\/h1>/);
    const donate = await app.request(`/donate?sent=${fields.idempotencyKey as string}`);
    expect(donate.status).toBe(200);
    expect(await donate.json()).toMatchObject({
      page: expect.stringMatching(/^\/donate\?sent=[0-9a-f-]{36}$/),
      outcome: { status: "closed" },
    });
  });

  it("answers an invalid post with 400, every value kept and each field's hint, storing nothing", async () => {
    const { postForm } = await api();
    const answer = await answerOf(
      await postForm({ ...contactPost({ email: "ravi@", subject: "" }), name: "Ravi Kumar" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.outcome).toMatchObject({
      status: "invalid",
      values: {
        name: "Ravi Kumar",
        email: "ravi@",
        subject: "",
        message: validSubmissions.contact.data.message,
      },
      hints: {
        email: "Please enter a valid email address, like name@example.com.",
        subject: "Please choose a subject.",
      },
    });
    expect(Object.keys(answer.outcome.hints ?? {})).not.toContain("name");
    expect(await rows()).toEqual([]);
  });

  it("shows a donation's missing amount on the preset choice and a bad custom amount on its box", async () => {
    const { postForm } = await api();
    const base = asBrowserPosts({
      ...validSubmissions.donation.data,
      amount: "",
      formType: "donation",
      issuedAt: aMinuteAgo(),
    });
    const missing = await answerOf(await postForm({ ...base, preset: "", customAmount: "" }));
    expect(Object.keys(missing.outcome.hints ?? {})).toEqual(["preset"]);
    const fraction = await answerOf(await postForm({ ...base, preset: "", customAmount: "12.5" }));
    expect(Object.keys(fraction.outcome.hints ?? {})).toEqual(["customAmount"]);
    expect(fraction.outcome.values).toMatchObject({ customAmount: "12.5" });
  });

  it("stores a resent post once and answers it with the same reference", async () => {
    const testApi = await api();
    const fields = contactPost();
    const first = await shownAfter(testApi, await testApi.postForm(fields));
    const again = await shownAfter(testApi, await testApi.postForm(fields));
    expect(again.outcome.reference).toBe(first.outcome.reference);
    expect(await rows()).toHaveLength(1);
    // The page after a success carries a new key and time for a next submission.
    expect(first.outcome.token.idempotencyKey).not.toBe(fields.idempotencyKey);
  });

  it("keeps what was entered when the key was used for a different submission (409)", async () => {
    const { postForm } = await api();
    const fields = contactPost();
    await postForm(fields);
    const reused = await answerOf(await postForm({ ...fields, message: "Something else" }));
    expect(reused).toMatchObject({
      status: 409,
      outcome: { status: "failed", values: { message: "Something else" } },
    });
    expect(await rows()).toHaveLength(1);
  });

  it("does not take the page's unfilled placeholder for a key: two people's posts are two submissions", async () => {
    const { postForm } = await api();
    const placeholder = { idempotencyKey: postTokenPlaceholders.idempotencyKey };
    await postForm(contactPost({ ...placeholder, name: "First Person" }));
    const second = await answerOf(await postForm(contactPost({ ...placeholder, name: "Second Person" })));
    expect(second.outcome.status).toBe("sent");
    expect(await rows()).toHaveLength(2);
  });

  const spamCases: [string, () => Record<string, string>, "spam" | "received"][] = [
    ["the hidden trap field filled", () => ({ website: "http://offers.example" }), "spam"],
    [
      "a page posted under two seconds after it was given out",
      () => ({ issuedAt: String(Date.now() - 500) }),
      "spam",
    ],
    ["a post that does not say when its page was given out", () => ({ issuedAt: "" }), "received"],
  ];
  for (const [name, fields, status] of spamCases) {
    it(`${name}: stored as ${status}, answered as a success`, async () => {
      const testApi = await api();
      const answer = await shownAfter(testApi, await testApi.postForm(contactPost(fields())));
      expect(answer.outcome.status).toBe("sent");
      const [row] = await rows();
      expect(row?.status).toBe(status);
      expect(await jobs()).toHaveLength(status === "spam" ? 0 : 2);
    });
  }

  it("answers over the rate limit with 429, Retry-After and the values kept", async () => {
    const { postForm } = await api({ rateLimit: { limit: 1, windowMs: 600_000 } });
    await postForm(contactPost());
    const limited = await postForm(contactPost({ name: "Ravi Again" }));
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    const answer = await answerOf(limited);
    expect(answer).toMatchObject({
      status: 429,
      outcome: {
        status: "failed",
        values: { name: "Ravi Again" },
        reason: expect.stringMatching(
          /^Too many submissions from your connection; please try again in (a minute|\d+ minutes)\.$/,
        ),
      },
    });
    expect(await rows()).toHaveLength(1);
  });

  it("counts posts that fail validation towards the rate limit, keeping the values past it", async () => {
    const { postForm } = await api({ rateLimit: { limit: 2, windowMs: 600_000 } });
    for (let count = 0; count < 2; count += 1) {
      expect((await answerOf(await postForm(contactPost({ email: "ravi@" })))).status).toBe(400);
    }
    const limited = await postForm(contactPost({ email: "ravi@" }));
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await answerOf(limited)).toMatchObject({
      status: 429,
      outcome: { status: "failed", values: { email: "ravi@" } },
    });
    expect((await answerOf(await postForm(contactPost()))).status).toBe(429);
    expect(await rows()).toEqual([]);
  });

  it("refuses a post whose key the server could not have given out, with 400 and nothing stored", async () => {
    const { postForm } = await api();
    for (const idempotencyKey of ["1", "aaaaaaaaaaaaaaaaaaaa"]) {
      const response = await postForm(contactPost({ idempotencyKey }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error:
          "The idempotencyKey field must be 16 to 200 visible ASCII characters, at least 8 of them different, and hard to guess: send a random UUID.",
      });
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses a post that names no form of the site, with 400 and nothing stored", async () => {
    const { postForm } = await api();
    for (const formType of ["", "newsletter"]) {
      const response = await postForm(contactPost({ formType }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "The form posted is not one of the site's forms." });
    }
    expect(await rows()).toEqual([]);
  });
});
