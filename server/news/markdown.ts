import MarkdownIt from "markdown-it";

/*
 * A post's body, written in Markdown by staff and rendered to HTML here, on the server, whenever the
 * pages are rendered (docs/decisions/041-news-and-documents.md). Raw HTML is never passed through
 * (`html: false` escapes it, so a pasted <script> or a word processor's markup shows as text), links
 * go only to web, mail and phone addresses or to the site's own pages, and headings start at level 2
 * (the page's title is the one h1). Images wait for the media library (issue 24): `![…](…)` is text.
 */

const allowedLink = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function createRenderer() {
  const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: false });
  markdown.disable(["image", "html_block", "html_inline"]);
  markdown.validateLink = (url) => allowedLink.test(url.trim());
  const defaultHeading = markdown.renderer.rules.heading_open;
  markdown.renderer.rules.heading_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token) {
      const level = Math.min(6, Number(token.tag.slice(1)) + 1);
      token.tag = `h${level}`;
    }
    return defaultHeading
      ? defaultHeading(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };
  markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
    const open = tokens.findLast((token, at) => at < index && token.type === "heading_open");
    const closing = tokens[index];
    if (closing && open) closing.tag = open.tag;
    return self.renderToken(tokens, index, options);
  };
  return markdown;
}

const renderer = createRenderer();

/** Safe HTML for a post's body: nothing a writer types or pastes can run script on a page. */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}
