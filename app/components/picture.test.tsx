import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { Picture } from "./picture.tsx";

const image: PublishedImage = {
  width: 1920,
  height: 1280,
  alt: { en: "Farmers sorting millet at a village meeting", te: "గ్రామ సమావేశంలో చిరుధాన్యాలు వేరుచేస్తున్న రైతులు" },
  placeholder: "data:image/webp;base64,UklGRg==",
  focal: { x: 0.27, y: 0.81 },
  avif: [320, 640, 1920].map((width) => ({ src: `/media/0123456789abcdef-${width}.avif`, width })),
  webp: [320, 640, 1920].map((width) => ({ src: `/media/0123456789abcdef-${width}.webp`, width })),
  fallback: { src: "/media/0123456789abcdef-1920.jpg", width: 1920 },
};

const sizes = "(min-width: 64rem) 50vw, 100vw";

function renderPicture(props: Partial<Parameters<typeof Picture>[0]> = {}) {
  const { container } = render(<Picture image={image} language="en" sizes={sizes} {...props} />);
  const picture = container.querySelector("picture");
  const img = picture?.querySelector("img");
  if (!picture || !img) throw new Error("No <picture> with an <img>.");
  return { container, picture, img };
}

describe("Picture", () => {
  it("offers AVIF, then WebP, at every width with the layout's sizes, and a JPEG with the picture's size", () => {
    const { picture, img } = renderPicture();
    const sources = [...picture.querySelectorAll("source")].map((source) => ({
      type: source.getAttribute("type"),
      srcset: source.getAttribute("srcset"),
      sizes: source.getAttribute("sizes"),
    }));
    expect(sources).toEqual([
      {
        type: "image/avif",
        srcset:
          "/media/0123456789abcdef-320.avif 320w, /media/0123456789abcdef-640.avif 640w, /media/0123456789abcdef-1920.avif 1920w",
        sizes,
      },
      {
        type: "image/webp",
        srcset:
          "/media/0123456789abcdef-320.webp 320w, /media/0123456789abcdef-640.webp 640w, /media/0123456789abcdef-1920.webp 1920w",
        sizes,
      },
    ]);
    expect(img.getAttribute("src")).toBe("/media/0123456789abcdef-1920.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1920", "1280"]);
  });

  it("is lazy by default, and fetched first and eagerly when it is the priority picture", () => {
    const lazy = renderPicture().img;
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.hasAttribute("fetchpriority")).toBe(false);
    const first = renderPicture({ priority: true }).img;
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
  });

  it("says what it shows in the page's language, and nothing when it is decorative", () => {
    expect(renderPicture().img.getAttribute("alt")).toBe(image.alt?.en);
    expect(renderPicture({ language: "te" }).img.getAttribute("alt")).toBe(image.alt?.te);
    const decorative = renderPicture({ image: { ...image, alt: null } }).img;
    expect(decorative.getAttribute("alt")).toBe("");
  });

  it("crops around the focal point in tenths, over its hidden placeholder, without a style attribute", () => {
    const { container, img } = renderPicture({ aspect: "wide" });
    expect(container.firstElementChild?.className).toContain("aspect-video");
    expect(img.className).toContain("object-cover object-focal focal-x-30 focal-y-80");
    const placeholder = container.querySelector('img[aria-hidden="true"]');
    expect(placeholder?.getAttribute("src")).toBe(image.placeholder);
    expect(placeholder?.getAttribute("alt")).toBe("");
    expect(container.querySelector("[style]")).toBeNull();
    expect(renderPicture({ placeholder: false }).container.querySelectorAll("img")).toHaveLength(1);
    expect(renderPicture().img.className).not.toContain("object-focal");
  });
});
