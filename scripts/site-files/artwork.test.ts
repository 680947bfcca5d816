import { describe, expect, it } from "vitest";
import { firstDrawing, inlineColourClasses, reframe, themeColours } from "./artwork.ts";

const colours = themeColours("@theme { --color-forest-700: #1f5130; --color-cream: #fbf7ef; }");

describe("artwork helpers", () => {
  it("read the theme's colour tokens", () => {
    expect(colours.get("forest-700")).toBe("#1f5130");
    expect(colours.get("cream")).toBe("#fbf7ef");
  });

  it("turn colour classes into inline styles, with opacity, and drop other classes", () => {
    const svg =
      '<path class="fill-forest-700 stroke-cream/45 transition-opacity" d="M0 0"/><g class="h-full"></g>';
    expect(inlineColourClasses(svg, colours)).toBe(
      '<path style="fill:#1f5130;stroke:#fbf7ef;stroke-opacity:0.45" d="M0 0"/><g></g>',
    );
  });

  it("take the first drawing of a size out of a page and give it a new frame", () => {
    const html =
      '<p>x</p><svg viewBox="0 0 24 24"><path/></svg><svg viewBox="0 0 1440 900" class="a"><rect/></svg>';
    const drawing = firstDrawing(html, "0 0 1440 900");
    expect(drawing).toBe('<svg viewBox="0 0 1440 900" class="a"><rect/></svg>');
    expect(reframe(drawing, '<svg width="10">')).toBe('<svg width="10"><rect/></svg>');
    expect(() => firstDrawing(html, "0 0 1 1")).toThrow();
  });
});
