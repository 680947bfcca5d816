/*
 * The W3C's Nu HTML Checker (vnu-jar) still holds the `blocking` attribute to stylesheets, while the
 * HTML standard (4.6.8.6, link type "expect") makes an expect link block rendering only with
 * blocking="render", as every page's does (decision 056). Its message is set aside (pass the
 * pattern as --filterpattern), and `linksWithBlocking` lets a test check that every `blocking`
 * attribute sits on one of those two kinds of link.
 */
export const blockingOnlyOnStylesheets =
  ".*“blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*";

/** The rel of each link in the page that has a `blocking` attribute. */
export const linksWithBlocking = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\bblocking=[^>]*>/g)].map(([link]) => /\brel="([^"]*)"/.exec(link)?.[1]);

/** The kinds of link the site gives a `blocking` attribute. */
export const blockingLinkKinds = ["stylesheet", "expect"];
