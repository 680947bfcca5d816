/*
 * The site's illustrations are SVG drawn by React components and coloured with Tailwind's fill-* and
 * stroke-* classes. A rasteriser sees no stylesheet, so these helpers take a drawing out of a
 * prerendered page and write its colours into the SVG itself, from the theme tokens in app/app.css.
 */

/** `--color-forest-700: #1f5130;` in the theme → forest-700 → #1f5130. */
export function themeColours(css: string) {
  const colours = new Map<string, string>([
    ["white", "#ffffff"],
    ["black", "#000000"],
  ]);
  for (const [, name = "", hex = ""] of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)) {
    colours.set(name, hex);
  }
  return colours;
}

const colourClass = /^(fill|stroke)-([a-z]+(?:-\d+)?)(?:\/(\d{1,3}))?$/;

/** The inline style a class list stands for; classes that are not colours have no effect on a raster. */
function styleFor(classes: string, colours: Map<string, string>) {
  const declarations: string[] = [];
  for (const name of classes.split(/\s+/)) {
    const [, property, colour = "", opacity] = colourClass.exec(name) ?? [];
    if (!property) continue;
    if (colour === "none") {
      declarations.push(`${property}:none`);
      continue;
    }
    const hex = colours.get(colour);
    if (!hex) continue;
    declarations.push(`${property}:${hex}`);
    if (opacity) declarations.push(`${property}-opacity:${Number(opacity) / 100}`);
  }
  return declarations.join(";");
}

/** Replaces every class attribute by the style its colour classes give. */
export function inlineColourClasses(svg: string, colours: Map<string, string>) {
  return svg.replace(/\sclass="([^"]*)"/g, (_, classes: string) => {
    const style = styleFor(classes, colours);
    return style ? ` style="${style}"` : "";
  });
}

/** The first <svg>…</svg> whose opening tag has `viewBox` (the drawings hold no nested <svg>). */
export function firstDrawing(html: string, viewBox: string) {
  const start = html.indexOf(`<svg viewBox="${viewBox}"`);
  const end = html.indexOf("</svg>", start);
  if (start < 0 || end < 0) throw new Error(`No <svg viewBox="${viewBox}"> in the page.`);
  return html.slice(start, end + "</svg>".length);
}

/** The drawing's contents in a new <svg> opening tag (position, size and fit of our choosing). */
export function reframe(svg: string, openingTag: string) {
  return svg.replace(/^<svg\b[^>]*>/, openingTag);
}
