import MarkdownIt from "markdown-it";
import type { Language } from "#app/content/language.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { pictureHtml } from "./picture-html.ts";

/*
 * A post's body, written in Markdown by staff and rendered to HTML here, on the server, whenever the
 * pages are rendered (docs/decisions/041-news-and-documents.md). Raw HTML is never passed through
 * (`html: false` escapes it, so a pasted <script> or a word processor's markup shows as text), links
 * go only to web, mail and phone addresses or to the site's own pages, and headings start at level 2
 * (the page's title is the one h1) and skip none. An image is a media library picture, `![…](media:<id>)`, shown
 * as the library's <picture> with its own alt text in the post's language (the words between the
 * brackets are the writer's note, not the alt); any other image address stays as the text typed, and
 * a picture that is missing or not ready for pages is left out. A line indented by four spaces is an
 * ordinary paragraph, not a code block: writers paste indented text from WhatsApp, Word and email,
 * and a code block keeps its lines unwrapped, wider than a phone.
 */

const allowedLink = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const mediaAddress = /^media:([A-Za-z0-9_-]+)$/;

const attribute = (token: { attrGet: (name: string) => string | number | null } | undefined, name: string) =>
  String(token?.attrGet(name) ?? "");

/** The media ids a body's images refer to, for loading those pictures before rendering. */
export function mediaIdsIn(source: string): string[] {
  return [...source.matchAll(/\]\(\s*<?media:([A-Za-z0-9_-]+)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

/** What a body's images are rendered with: the pictures by media id, and the version's language. */
export type MarkdownImages = { images: ReadonlyMap<string, PublishedImage>; language: Language };

// As wide as a post's text column (app/routes/news-post.tsx: max-w-3xl, 48rem).
const bodyImageSizes = "(min-width: 48rem) 48rem, 100vw";

const level = (tag: string) => Number(tag.slice(1));

function createRenderer() {
  // `breaks`: a line ended with Enter stays a line, as in a message or a document the text was pasted
  // from ("•⇥First" and "•⇥Second" from Word), not joined to the next as Markdown otherwise does.
  const markdown = new MarkdownIt("default", {
    html: false,
    linkify: true,
    typographer: false,
    breaks: true,
  });
  // "code" is the indented code block; a fenced one (```) is still there for whoever types it.
  markdown.disable(["html_block", "html_inline", "code"]);
  // media: passes here for images; a link to it, or an image at any other address, is undone below.
  markdown.validateLink = (url) => allowedLink.test(url.trim()) || mediaAddress.test(url.trim());
  // After linkify: the text an image goes back to stays as typed, with no link made in it.
  markdown.core.ruler.after("linkify", "media_images_only", (state) => {
    for (const block of state.tokens) {
      if (block.type !== "inline" || !block.children) continue;
      let inMediaLink = false;
      block.children = block.children.flatMap((token) => {
        if (token.type === "link_open" && mediaAddress.test(attribute(token, "href"))) {
          inMediaLink = true;
          return [];
        }
        if (token.type === "link_close" && inMediaLink) {
          inMediaLink = false;
          return [];
        }
        if (token.type === "image" && !mediaAddress.test(attribute(token, "src"))) {
          const text = new state.Token("text", "", 0);
          const title = attribute(token, "title");
          text.content = `![${token.content}](${attribute(token, "src")}${title ? ` "${title}"` : ""})`;
          return [text];
        }
        return [token];
      });
    }
  });
  markdown.renderer.rules.image = (tokens, index, _options, rendering) => {
    // The env is what renderMarkdown passes: MarkdownImages, or nothing.
    const env = rendering as Partial<MarkdownImages> | undefined;
    const id = mediaAddress.exec(attribute(tokens[index], "src"))?.[1];
    const image = id ? env?.images?.get(id) : undefined;
    if (!image) return "";
    return pictureHtml(image, env?.language ?? "en", bodyImageSizes);
  };
  // The page's title is its one h1: the body's biggest heading becomes h2, and no heading is more
  // than one level below the one before it ("##" then "####" reads as h2 then h3), so the outline
  // never skips a level (a validator's error, and a screen reader's gap).
  markdown.core.ruler.push("heading_levels", (state) => {
    const levels = state.tokens
      .filter((token) => token.type === "heading_open")
      .map((token) => level(token.tag));
    const top = Math.min(...levels);
    let previous = 1;
    let open: string | undefined;
    for (const token of state.tokens) {
      if (token.type === "heading_open") {
        previous = Math.min(level(token.tag) - top + 2, previous + 1, 6);
        open = token.tag = `h${previous}`;
      } else if (token.type === "heading_close" && open) token.tag = open;
    }
  });
  return markdown;
}

const renderer = createRenderer();

/** Safe HTML for a post's body: nothing a writer types or pastes can run script on a page. */
export function renderMarkdown(source: string, images?: MarkdownImages): string {
  return renderer.render(source, images ?? {});
}
