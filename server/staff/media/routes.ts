import { type Context, Hono } from "hono";
import { checkDetails, focalPoint, focalPosition, readiness, readinessLabels } from "../../media/details.ts";
import { type VariantSummary, variantsOf } from "../../media/files.ts";
import {
  deleteImage,
  findImage,
  listImages,
  type MediaImage,
  replaceImage,
  updateDetails,
  uploadImage,
} from "../../media/library.ts";
import { withMediaTables } from "../../media/schema.ts";
import { answerPicture } from "../../media/serve.ts";
import { type MediaUse, mediaUsage } from "../../media/usage.ts";
import { contentItem } from "../../content/registry.ts";
import { chosenFiles, formText, htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv, type StaffViews } from "../shared.ts";

/*
 * The media library's screens: /staff/media (add, find), /staff/media/<id> (details, focal point,
 * replace, delete). The checks, processing and audit lines are the media domain's (server/media/).
 */

/** What the staff area lets one upload post carry: several photos of up to 25 MB each. */
export const mediaUploadLimit = 100 * 1024 * 1024;

/** The paths that take an upload: the body limit is theirs, not the area's 32 KB. */
export const isMediaUpload = (path: string) => /^\/staff\/media(\/[0-9a-f-]{36}\/replace)?$/.test(path);

// A notice by code, never text from the address (decision 026).
const notices: Record<string, string> = {
  uploaded: "Picture added. Give it alt text in English and Telugu, and set its focal point.",
  saved: "Details saved.",
  focal: "Focal point set.",
  replaced: "Picture replaced. Check the focal point.",
  deleted: "Picture deleted.",
};

const noticeOf = (context: Context<StaffEnv>) => {
  const done = context.req.query("done");
  if (done === "uploaded-several") {
    const count = Number(context.req.query("count"));
    return `${Number.isInteger(count) && count > 1 ? count : "Several"} pictures added. Give each alt text in English and Telugu.`;
  }
  return done && Object.hasOwn(notices, done) ? notices[done] : undefined;
};

const missingOf = (image: MediaImage) => readiness(image).map((item) => readinessLabels[item]);

/** The widest variant of a kind up to `width`, else the narrowest. */
function variantUpTo(variants: readonly VariantSummary[], kind: "webp", width: number) {
  const ofKind = variants.filter((variant) => variant.kind === kind);
  return ofKind.filter((variant) => variant.width <= width).at(-1) ?? ofKind[0];
}

/** A picture's file as staff see it: every picture of the library, ready for pages or not (decision 077). */
const mediaUrl = (name: string) => `/staff/media/files/${name}`;

/** A short line about the served files: formats, widths and their total size. */
function filesLine(variants: readonly VariantSummary[]) {
  const widths = variants.filter((variant) => variant.kind === "webp").map((variant) => variant.width);
  const jpeg = variants.find((variant) => variant.kind === "jpeg");
  const total = variants.reduce((sum, variant) => sum + variant.size, 0);
  return `Served as AVIF and WebP at ${widths.join(", ")} px${jpeg ? `, JPEG at ${jpeg.width} px` : ""}; ${Math.round(total / 1024)} KB in all`;
}

/** The size the focal-point picture is shown at: 300 px wide (it fits a 375 px phone), at most 400 px high. */
function shownSize(image: MediaImage) {
  const width = Math.min(300, Math.round((400 * image.width) / image.height));
  return { shownWidth: width, shownHeight: Math.round((width * image.height) / image.width) };
}

export function mediaRoutes({ deps, views, now, message, signedIn }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;
  /** Each content item using a picture by the title staff know it by, with its editor's address. */
  const namedUses = (uses: readonly MediaUse[]) =>
    Promise.all(
      uses.map(async (use) => {
        const item = await contentItem(db, use.item);
        return { ...use, title: item?.title ?? use.item, editPath: item?.editPath ?? null };
      }),
    );
  const media = withMediaTables(db);

  const libraryPage = async (
    context: Context<StaffEnv>,
    extra: Pick<Parameters<StaffViews["renderMediaLibrary"]>[0], "notice" | "upload" | "uploadError"> & {
      search?: string;
    },
    status = 200,
  ) => {
    const search = extra.search ?? "";
    const images = await listImages(db, search);
    const variants = await variantsOf(
      media,
      images.map((image) => image.id),
    );
    return htmlResponse(
      views.renderMediaLibrary({
        signedIn: signedIn(context),
        search,
        images: images.map((image) => {
          const thumbnail = variantUpTo(variants.get(image.id) ?? [], "webp", 320);
          return {
            id: image.id,
            fileName: image.file_name,
            altEn: image.alt_en,
            missing: missingOf(image),
            thumbnail: thumbnail
              ? { src: mediaUrl(thumbnail.name), width: thumbnail.width, height: thumbnail.height }
              : null,
          };
        }),
        ...extra,
      }),
      status,
    );
  };

  const imagePage = async (
    context: Context<StaffEnv>,
    image: MediaImage,
    extra: Pick<Parameters<StaffViews["renderMediaImage"]>[0], "notice" | "error" | "errors"> & {
      values?: Parameters<StaffViews["renderMediaImage"]>[0]["values"];
    } = {},
    status = 200,
  ) => {
    const variants = (await variantsOf(media, [image.id])).get(image.id) ?? [];
    const preview = variantUpTo(variants, "webp", 640);
    return htmlResponse(
      views.renderMediaImage({
        signedIn: signedIn(context),
        image: {
          id: image.id,
          fileName: image.file_name,
          width: image.width,
          height: image.height,
          focalX: image.focal_x,
          focalY: image.focal_y,
          createdAt: image.created_at,
          createdBy: image.created_by,
          updatedAt: image.updated_at,
          updatedBy: image.updated_by,
        },
        values: extra.values ?? {
          altEn: image.alt_en,
          altTe: image.alt_te,
          caption: image.caption,
          credit: image.credit,
          decorative: image.decorative === 1,
          showsPeople: image.shows_people === 1,
          peopleAgreed: image.people_agreed === 1,
        },
        preview: { src: preview ? mediaUrl(preview.name) : "", ...shownSize(image) },
        files: filesLine(variants),
        missing: missingOf(image),
        uses: await namedUses(await mediaUsage(db, image.id)),
        notice: extra.notice,
        error: extra.error,
        errors: extra.errors,
      }),
      status,
    );
  };

  const notFound = () =>
    message(404, "Not found", "There is no such picture: it may have been deleted.", {
      href: "/staff/media",
      text: "Go to the pictures",
    });

  app.get("/media", (context) =>
    libraryPage(context, { search: (context.req.query("q") ?? "").slice(0, 200), notice: noticeOf(context) }),
  );

  app.post("/media", async (context) => {
    const form = await context.req.parseBody({ all: true });
    const files = chosenFiles(form.files);
    if (files.length === 0)
      return libraryPage(context, { uploadError: "Choose one or more pictures to add." }, 400);
    const actor = actorOf(context.var.staff);
    const outcome = { stored: [] as string[], refused: [] as { name: string; reason: string }[] };
    for (const file of files) {
      const result = await uploadImage(
        db,
        actor,
        { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        now(),
      );
      if (result.status === "stored") outcome.stored.push(result.id);
      else outcome.refused.push({ name: file.name, reason: result.reason });
    }
    if (outcome.refused.length > 0) return libraryPage(context, { upload: outcome }, 400);
    const [only] = outcome.stored;
    if (outcome.stored.length === 1 && only) return seeOther(`/staff/media/${only}?done=uploaded`);
    return seeOther(`/staff/media?done=uploaded-several&count=${outcome.stored.length}`);
  });

  app.get("/media/files/:name", (context) =>
    answerPicture(db, context.req.param("name"), context.req.raw, "staff"),
  );

  app.get("/media/:id", async (context) => {
    const image = await findImage(db, context.req.param("id"));
    if (!image) return notFound();
    return imagePage(context, image, { notice: noticeOf(context) });
  });

  app.post("/media/:id", async (context) => {
    const image = await findImage(db, context.req.param("id"));
    if (!image) return notFound();
    const form = await context.req.parseBody();
    const checked = checkDetails(form);
    if (!checked.ok) {
      return imagePage(
        context,
        image,
        {
          errors: checked.errors,
          values: {
            altEn: formText(form, "altEn"),
            altTe: formText(form, "altTe"),
            caption: formText(form, "caption"),
            credit: formText(form, "credit"),
            decorative: form.decorative === "1",
            showsPeople: form.showsPeople === "1",
            peopleAgreed: form.peopleAgreed === "1",
          },
        },
        400,
      );
    }
    if (!(await updateDetails(db, actorOf(context.var.staff), image.id, checked.details, now())))
      return notFound();
    return seeOther(`/staff/media/${image.id}?done=saved`);
  });

  app.post("/media/:id/focal-point", async (context) => {
    const image = await findImage(db, context.req.param("id"));
    if (!image) return notFound();
    const form = await context.req.parseBody();
    // "Set position" names a position from the list; the picture itself posts where it was tapped.
    const focal =
      form.intent === "position"
        ? focalPosition(form.position)
        : focalPoint({
            x: form["focus.x"],
            y: form["focus.y"],
            shownWidth: form.shownWidth,
            shownHeight: form.shownHeight,
          });
    if (!focal)
      return imagePage(
        context,
        image,
        {
          error:
            "No point was chosen: tap the picture where it matters, or choose a position from the list and press “Set position”.",
        },
        400,
      );
    await updateDetails(db, actorOf(context.var.staff), image.id, { focal }, now());
    return seeOther(`/staff/media/${image.id}?done=focal`);
  });

  app.post("/media/:id/replace", async (context) => {
    const image = await findImage(db, context.req.param("id"));
    if (!image) return notFound();
    const [file] = chosenFiles((await context.req.parseBody()).file);
    if (!file) return imagePage(context, image, { error: "Choose the new picture." }, 400);
    const result = await replaceImage(
      db,
      actorOf(context.var.staff),
      image.id,
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      now(),
    );
    if (result.status === "missing") return notFound();
    if (result.status === "refused")
      return imagePage(
        context,
        image,
        { error: `The picture was not replaced. ${file.name}: ${result.reason}` },
        400,
      );
    return seeOther(`/staff/media/${image.id}?done=replaced`);
  });

  app.post("/media/:id/delete", async (context) => {
    const image = await findImage(db, context.req.param("id"));
    if (!image) return notFound();
    const form = await context.req.parseBody();
    if (form.confirm !== "1")
      return imagePage(
        context,
        image,
        { error: "Tick “Yes, delete this picture for good” to delete it." },
        400,
      );
    const result = await deleteImage(db, actorOf(context.var.staff), image.id, now());
    if (result.status === "missing") return notFound();
    if (result.status === "in_use") {
      const named = (await namedUses(result.uses)).map((use) => `${use.title}, ${use.state}`);
      const one = named.length === 1;
      return imagePage(
        context,
        image,
        {
          error: `Not deleted: ${one ? "a page uses" : `${named.length} pages use`} this picture (${named.join("; ")}). Take it off ${one ? "that page" : "those pages"} first: “Where it is used” links to each.`,
        },
        409,
      );
    }
    return seeOther("/staff/media?done=deleted");
  });

  return app;
}
