import { describe, expect, it } from "vitest";
import { withContentTables } from "../../content/schema.ts";
import { findImage, listImages } from "../../media/library.ts";
import { refusals } from "../../media/check.ts";
import { noisePhoto, sidewaysPhotoWithGps, svgWithScript, transparentLogo } from "../../media/testing.ts";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { auditLog, openStaffArea, ownOrigin } from "../testing.ts";

describe("the staff area's pictures", () => {
  const database = databasePerTest(sqliteBackend());

  async function signedIn() {
    const area = await openStaffArea(database.handle);
    const cookie = await area.signIn();
    /** A multipart post as the upload forms send it. */
    const post = (pathname: string, form: FormData, withCookie = true) =>
      area.app.request(`${ownOrigin}${pathname}`, {
        method: "POST",
        headers: { Origin: ownOrigin, ...(withCookie ? { Cookie: cookie } : {}) },
        body: form,
      });
    return { ...area, cookie, post };
  }

  const files = (...entries: [name: string, bytes: Uint8Array][]) => {
    const form = new FormData();
    for (const [name, bytes] of entries) form.append("files", new File([new Uint8Array(bytes)], name));
    return form;
  };

  it("adds pictures from a multipart post, says which were refused and why, and lists them with what they lack", async () => {
    const { request, post, cookie } = await signedIn();
    const answer = await post(
      "/staff/media",
      files(["field-day.jpg", await sidewaysPhotoWithGps()], ["logo.svg", svgWithScript()]),
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain("One file was not added");
    expect(html).toContain(refusals.svg.replaceAll("'", "&#x27;"));
    expect(html).toContain("Added: one picture");
    const [image] = await listImages(database.handle.db);
    expect(image?.file_name).toBe("field-day.jpg");
    const page = await (await request("/staff/media", { cookie })).text();
    expect(page).toContain(`href="/staff/media/${image?.id}"`);
    expect(page).toContain(`src="/staff/media/files/${image?.hash}-320.webp"`);
    expect(page).toContain("Needs alt text (English and Telugu)");
    expect(page).toContain('aria-current="page"');

    // A chosen file that is empty is refused by its name, not taken for no file chosen.
    const empty = await post("/staff/media", files(["empty.jpg", new Uint8Array(0)]));
    expect(empty.status).toBe(400);
    const refusedEmpty = (await empty.text()).replace(/<!-- -->/g, "");
    expect(refusedEmpty).toContain("empty.jpg");
    expect(refusedEmpty).toContain("The file is empty (0 bytes).");
    expect(refusedEmpty).not.toContain("Choose one or more pictures to add.");
  });

  it("takes one picture to its details, saves alt text and a tapped focal point, and refuses a delete while a page uses it", async () => {
    const { request, post, cookie } = await signedIn();
    const added = await post("/staff/media", files(["one.png", await transparentLogo()]));
    expect(added.status).toBe(303);
    const location = added.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/staff\/media\/[0-9a-f-]{36}\?done=uploaded$/);
    const id = location.split("/").at(-1)?.split("?")[0] ?? "";
    const details = await (await request(location, { cookie })).text();
    expect(details).toContain("Picture added.");
    expect(details).toContain('type="image"');

    const tooLong = await request(`/staff/media/${id}`, {
      method: "POST",
      cookie,
      form: { altEn: "x".repeat(251), altTe: "", caption: "", credit: "" },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("The English alt text can be at most 250 characters.");
    expect((await findImage(database.handle.db, id))?.alt_en).toBe("");

    const saved = await request(`/staff/media/${id}`, {
      method: "POST",
      cookie,
      form: {
        altEn: "The society's leaf logo",
        altTe: "సంస్థ ఆకు చిహ్నం",
        caption: "",
        credit: "",
        decorative: "",
      },
    });
    expect(saved.headers.get("Location")).toBe(`/staff/media/${id}?done=saved`);
    // The picture is 400 x 200, shown 300 x 150: a tap at (75, 120) is a quarter across, 80% down.
    const tapped = await request(`/staff/media/${id}/focal-point`, {
      method: "POST",
      cookie,
      form: { "focus.x": "75", "focus.y": "120", shownWidth: "300", shownHeight: "150" },
    });
    expect(tapped.headers.get("Location")).toBe(`/staff/media/${id}?done=focal`);
    expect(await findImage(database.handle.db, id)).toMatchObject({
      alt_en: "The society's leaf logo",
      alt_te: "సంస్థ ఆకు చిహ్నం",
      focal_x: 0.25,
      focal_y: 0.8,
    });
    expect(await (await request(`/staff/media/${id}`, { cookie })).text()).toContain("Ready for pages");
    // Enter on the picture posts (0, 0) and no tap: refused, the point kept where it was.
    const keyed = await request(`/staff/media/${id}/focal-point`, {
      method: "POST",
      cookie,
      form: { "focus.x": "0", "focus.y": "0", shownWidth: "300", shownHeight: "150", position: "centre" },
    });
    expect(keyed.status).toBe(400);
    expect(await keyed.text()).toContain("No point was chosen");
    expect(await findImage(database.handle.db, id)).toMatchObject({ focal_x: 0.25, focal_y: 0.8 });
    // The keyboard's way: a position from the list.
    const chosen = await request(`/staff/media/${id}/focal-point`, {
      method: "POST",
      cookie,
      form: { intent: "position", position: "top-right", shownWidth: "300", shownHeight: "150" },
    });
    expect(chosen.headers.get("Location")).toBe(`/staff/media/${id}?done=focal`);
    expect(await findImage(database.handle.db, id)).toMatchObject({ focal_x: 0.75, focal_y: 0.25 });

    await withContentTables(database.handle.db)
      .insertInto("content_items")
      .values({
        key: "list:partners",
        draft: JSON.stringify([{ logo: `media:${id}` }]),
        draft_saved_at: "2026-11-25T06:00:00.000Z",
        draft_saved_by: "x@example.org",
      })
      .execute();
    const unconfirmed = await request(`/staff/media/${id}/delete`, { method: "POST", cookie, form: {} });
    expect(unconfirmed.status).toBe(400);
    const refused = await request(`/staff/media/${id}/delete`, {
      method: "POST",
      cookie,
      form: { confirm: "1" },
    });
    expect(refused.status).toBe(409);
    const refusal = (await refused.text()).replace(/<!-- -->/g, "");
    // Named as staff know the page, and linked to its editor.
    expect(refusal).toContain("Not deleted: a page uses this picture (Partners, draft).");
    expect(refusal).toMatch(/<a href="\/staff\/content\/lists\/partners"[^>]*><bdi>Partners<\/bdi><\/a>/);
    expect(await findImage(database.handle.db, id)).toBeDefined();

    // Published on a page, then the people's agreement withdrawn: the page says where it no longer shows.
    await withContentTables(database.handle.db)
      .insertInto("content_versions")
      .values({
        id: "partners-v1",
        item_key: "list:partners",
        version: 1,
        data: JSON.stringify([{ logo: `media:${id}` }]),
        published_at: "2026-11-25T06:00:00.000Z",
        published_by: "x@example.org",
      })
      .execute();
    await request(`/staff/media/${id}`, {
      method: "POST",
      cookie,
      form: { altEn: "The society's leaf logo", altTe: "సంస్థ ఆకు చిహ్నం", showsPeople: "1" },
    });
    expect(
      (await (await request(`/staff/media/${id}`, { cookie })).text()).replace(/<!-- -->/g, ""),
    ).toContain(
      "Not shown on these pages now, nor at its address on the site: it needs the agreement of the people shown.",
    );

    await withContentTables(database.handle.db).deleteFrom("content_versions").execute();
    await withContentTables(database.handle.db).deleteFrom("content_items").execute();
    const deleted = await request(`/staff/media/${id}/delete`, {
      method: "POST",
      cookie,
      form: { confirm: "1" },
    });
    expect(deleted.headers.get("Location")).toBe("/staff/media?done=deleted");
    expect(await findImage(database.handle.db, id)).toBeUndefined();
    expect(
      (await auditLog(database.handle))
        .map((line) => line.action)
        .filter((action) => action.startsWith("media.")),
    ).toEqual([
      "media.upload",
      "media.edit",
      "media.focal_point",
      "media.focal_point",
      "media.edit",
      "media.delete",
    ]);
  });

  it("takes a photo far above the area's 128 KB form limit, on the upload paths only", async () => {
    const { post, request, cookie } = await signedIn();
    const photo = await noisePhoto(800, 600);
    expect(photo.length).toBeGreaterThan(200 * 1024);
    const added = await post("/staff/media", files(["big.jpg", photo]));
    expect(added.status).toBe(303);
    const id = (added.headers.get("Location") ?? "").split("/").at(-1)?.split("?")[0] ?? "";
    const replace = new FormData();
    replace.append("file", new File([new Uint8Array(photo)], "again.jpg"));
    expect((await post(`/staff/media/${id}/replace`, replace)).headers.get("Location")).toBe(
      `/staff/media/${id}?done=replaced`,
    );
    // Any other form still stops at 128 KB.
    const tooLong = await request(`/staff/media/${id}`, {
      method: "POST",
      cookie,
      form: { caption: "x".repeat(140_000) },
    });
    expect(tooLong.status).toBe(413);
  }, 30_000);

  it("keeps uploads from anyone signed out or from another site, and finds pictures by their words", async () => {
    const { post, request, cookie } = await signedIn();
    const photo = await sidewaysPhotoWithGps();
    expect((await post("/staff/media", files(["a.jpg", photo]), false)).status).toBe(401);
    const foreign = await request("/staff/media", {
      method: "POST",
      cookie,
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await listImages(database.handle.db)).toEqual([]);

    expect(
      (await post("/staff/media", files(["well.jpg", photo], ["seed-fair.jpg", photo]))).headers.get(
        "Location",
      ),
    ).toBe("/staff/media?done=uploaded-several&count=2");
    const found = await (await request("/staff/media?q=SEED", { cookie })).text();
    expect(found).toContain("One picture found");
    expect(found).toContain("seed-fair.jpg");
    expect(found).not.toContain("well.jpg");
  });
});
