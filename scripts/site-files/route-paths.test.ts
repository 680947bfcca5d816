import { describe, expect, it } from "vitest";
import { routePaths } from "./route-paths.ts";

describe("routePaths", () => {
  it("lists every page of the route table once, home first, without the catch-all, in both languages", () => {
    const paths = routePaths();
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/programs/rural-sports");
    expect(paths).toContain("/programs/sports");
    expect(paths).toContain("/te");
    expect(paths).toContain("/te/programs/rural-sports");
    expect(paths).toContain("/te/news");
    expect(paths).not.toContain("/news/feed.xml");
    expect(paths).toHaveLength(2 * 23);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.some((path) => path.includes("*"))).toBe(false);
  });

  it("joins nested paths and keeps index routes at their parent's path", () => {
    expect(
      routePaths([
        { id: "a", file: "a.tsx", path: "programs", children: [{ id: "b", file: "b.tsx", index: true }] },
        { id: "c", file: "c.tsx", path: "x/:id" },
      ]),
    ).toEqual(["/programs"]);
  });
});
