import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

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
});
