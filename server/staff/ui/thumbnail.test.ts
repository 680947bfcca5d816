import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Thumbnail } from "./thumbnail.tsx";

describe("a library picture's thumbnail", () => {
  it("shows the small file at its size, lazily and as decoration beside its name, in the caller's shape", () => {
    const html = renderToStaticMarkup(
      createElement(Thumbnail, {
        file: { src: "/media/0123456789abcdef-320.webp", width: 320, height: 213 },
        className: "aspect-video object-cover",
      }),
    );
    expect(html).toBe(
      '<img src="/media/0123456789abcdef-320.webp" width="320" height="213" alt="" loading="lazy" class="aspect-video object-cover"/>',
    );
  });
});
