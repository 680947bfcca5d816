import { describe, expect, it } from "vitest";
import { englishPath, languageOfPath, pathIn } from "./language.ts";

describe("language from the address", () => {
  it("reads Telugu from the /te prefix only", () => {
    expect(languageOfPath("/te")).toBe("te");
    expect(languageOfPath("/te/about")).toBe("te");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/team")).toBe("en");
    expect(languageOfPath("/technology")).toBe("en");
  });

  it("gives the same page in either language, fragments kept and trailing slashes dropped", () => {
    expect(pathIn("te", "/")).toBe("/te");
    expect(pathIn("te", "/contact#contact-form")).toBe("/te/contact#contact-form");
    expect(pathIn("te", "/#programs")).toBe("/te#programs");
    expect(pathIn("te", "/te/about")).toBe("/te/about");
    expect(pathIn("en", "/te")).toBe("/");
    expect(pathIn("en", "/te/programs/rural-sports/")).toBe("/programs/rural-sports");
    expect(englishPath("/te/donate")).toBe("/donate");
  });
});
