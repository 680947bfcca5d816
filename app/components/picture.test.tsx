import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { logoParts } from "#app/utils/picture-parts.ts";
import { Picture, PictureElement } from "./picture.tsx";

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

  it("is preloaded, its AVIF set at the layout's sizes and first, only when it is the first screen's largest paint", () => {
    const preloads = (wanted: string) =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter(
        (link) => link.getAttribute("imagesizes") === wanted,
      );
    renderPicture({ sizes: "11rem", priority: true });
    expect(preloads("11rem")).toHaveLength(0);
    renderPicture({ sizes: "12rem", priority: true, preload: true });
    const [link] = preloads("12rem");
    expect(link?.getAttribute("type")).toBe("image/avif");
    expect(link?.getAttribute("imagesrcset")).toBe(picture320to1920("avif"));
    expect(link?.getAttribute("fetchpriority")).toBe("high");
  });
});

const picture320to1920 = (format: "avif" | "webp") =>
  [320, 640, 1920].map((width) => `/media/0123456789abcdef-${width}.${format} ${width}w`).join(", ");

describe("a logo's picture", () => {
  const renderLogo = (logo: typeof image, lazy = false) => {
    const parts = logoParts(logo, {
      height: 40,
      maxWidth: 160,
      sizes: (width) => `${width}px`,
      alt: "",
      loading: lazy ? "lazy" : undefined,
      className: "object-contain",
    });
    const { container } = render(<PictureElement {...parts} className="shrink-0" />);
    const img = container.querySelector("picture > img");
    if (!img) throw new Error("No <picture> with an <img>.");
    return { container, img };
  };

  it("is as wide as its shape at the height it is shown, at most the widest allowed, and sized so", () => {
    const { container, img } = renderLogo(image);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["60", "40"]);
    expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("sizes"))).toEqual([
      "60px",
      "60px",
    ]);
    expect(container.querySelector("source")?.getAttribute("srcset")).toBe(picture320to1920("avif"));
    const wide = renderLogo({ ...image, width: 4000, height: 500 }).img;
    expect([wide.getAttribute("width"), wide.getAttribute("height")]).toEqual(["160", "40"]);
  });

  it("is only the <picture>, with no placeholder behind its transparency, lazy only when asked", () => {
    const { container, img } = renderLogo(image);
    expect(container.firstElementChild?.tagName).toBe("PICTURE");
    expect(container.firstElementChild?.className).toBe("shrink-0");
    expect(container.querySelectorAll("img")).toHaveLength(1);
    expect(img.hasAttribute("loading")).toBe(false);
    expect(renderLogo(image, true).img.getAttribute("loading")).toBe("lazy");
  });
});
