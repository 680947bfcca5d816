import { describe, expect, it } from "vitest";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { mediaIdsIn, renderMarkdown } from "./markdown.ts";

describe("a post's Markdown, rendered for the public pages", () => {
  it("renders what writers use: headings a level down, paragraphs, lists, quotes, links", () => {
    const html = renderMarkdown(
      "# Library opens\n\nThe **Gram Library** in Utnoor.\n\n- books\n- games\n\n> Reading is fun.\n\n[Volunteer](/volunteer/gram-library) or mail office@example.org",
    );
    expect(html).toContain("<h2>Library opens</h2>");
    expect(html).toContain("<strong>Gram Library</strong>");
    expect(html).toContain("<ul>\n<li>books</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/volunteer/gram-library">Volunteer</a>');
    expect(html).toContain('<a href="mailto:office@example.org">office@example.org</a>');
  });

  it("shows a line indented by four spaces (pasted from WhatsApp, Word or email) as a paragraph, not a code block", () => {
    const html = renderMarkdown(
      "The fair was a success.\n\n    Forty farmers came to swap seed.\n    They stayed until dusk.\n\n\tA tab-indented line.",
    );
    expect(html).toContain("<p>Forty farmers came to swap seed.<br>\nThey stayed until dusk.</p>");
    expect(html).toContain("<p>A tab-indented line.</p>");
    // Lines pasted from Word stay lines, bullets and all.
    expect(renderMarkdown("•\tFirst bullet from Word\n•\tSecond bullet from Word")).toBe(
      "<p>•\tFirst bullet from Word<br>\n•\tSecond bullet from Word</p>\n",
    );
    expect(html).not.toMatch(/<(pre|code)\b/);
  });

  it("starts the headings at h2 under the page's h1 and skips no level, whatever the writer's #s", () => {
    const tags = (source: string) =>
      [...renderMarkdown(source).matchAll(/<(h\d)>/g)].map((match) => match[1]);
    expect(tags("## What happened\n\ntext\n\n## Next")).toEqual(["h2", "h2"]);
    expect(tags("### Small\n\n#### Smaller\n\n## Big")).toEqual(["h2", "h3", "h2"]);
    expect(tags("# One\n\n#### Four\n\n###### Six\n\n## Two")).toEqual(["h2", "h3", "h4", "h3"]);
    expect(renderMarkdown("## A\n\n#### B")).toContain("<h3>B</h3>");
  });

  it("leaves nothing that can run: a pasted <script>, an <img onerror>, a javascript: link, a word processor's HTML", () => {
    const pasted = [
      "<script>alert('x')</script>",
      '<img src="x" onerror="alert(1)">',
      "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)",
      '<p class="MsoNormal" style="margin:0"><span style="font-family:Calibri" onmouseover="alert(2)">Word text</span></p>',
      '<iframe src="https://evil.example"></iframe>',
      "![photo](https://tracker.example/pixel.png)",
    ].join("\n\n");
    const html = renderMarkdown(pasted);
    expect(html).not.toMatch(/<(script|img|iframe|span|p class)\b/i);
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).toContain("&lt;script&gt;alert('x')&lt;/script&gt;");
    expect(html).toContain("Word text");
  });

  it("shows a media: image as the library's picture with its alt text in the post's language; any other image stays text", () => {
    const well: PublishedImage = {
      width: 1600,
      height: 900,
      alt: { en: "Women draw water at the new well", te: "కొత్త బావి వద్ద నీళ్లు తోడుతున్న మహిళలు" },
      placeholder: "data:image/webp;base64,AAAA",
      focal: { x: 0.5, y: 0.5 },
      avif: [{ src: "/media/well-800.avif", width: 800 }],
      webp: [{ src: "/media/well-800.webp", width: 800 }],
      fallback: { src: "/media/well-1600.jpg", width: 1600 },
    };
    const images = new Map([["well-id", well]]);
    const source =
      'Before.\n\n![the writer\'s words](media:well-id)\n\n![tracker](https://tracker.example/p.png "t") ![gone](media:missing-id) [a link](media:well-id)';
    expect(mediaIdsIn(source)).toEqual(["well-id", "missing-id", "well-id"]);

    const telugu = renderMarkdown(source, { images, language: "te" });
    expect(telugu).toContain('<source type="image/avif" srcset="/media/well-800.avif 800w"');
    expect(telugu).toContain('src="/media/well-1600.jpg"');
    expect(telugu).toContain('alt="కొత్త బావి వద్ద నీళ్లు తోడుతున్న మహిళలు"');
    expect(renderMarkdown(source, { images, language: "en" })).toContain(
      'alt="Women draw water at the new well"',
    );
    // Another address is the text typed, never an <img> that loads it; a picture not ready is left out.
    expect(telugu).toContain("![tracker](https://tracker.example/p.png &quot;t&quot;)");
    expect(telugu).not.toContain('src="https://tracker.example');
    expect(telugu).not.toContain("missing-id");
    // A link to a media: address is its words only.
    expect(telugu).toContain(" a link</p>");
    expect(telugu).not.toContain('href="media:');
    // Without the pictures (no library), a media: image shows nothing at all.
    expect(renderMarkdown(source)).not.toMatch(/<(img|picture)\b/);
  });
});
