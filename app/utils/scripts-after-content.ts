import { type IslandName, type IslandScripts, islandAttribute, islandStarts } from "#app/islands/names.ts";

/*
 * Hydrated pages paint before their JavaScript loads (issue 11). As rendered, React Router's
 * <Scripts> puts a module preload for every file of the page's application in the <head> (React
 * hoists them there) and an inline module script that imports them: the browser fetches and runs
 * the application while it still has the first paint to do. This rewrites the document so that
 * nothing of the application is fetched before the page has loaded and painted:
 * - the module preloads leave the <head>;
 * - the inline module script keeps its place and its text, but as an inert `type` the browser does
 *   not run (React hydrates the element whatever its type);
 * - a small classic script, after the window's load event and the next frame, adds the preloads
 *   (so the files download side by side, not one import level at a time) and a module script with
 *   the very same text.
 * A prerendered page's Content-Security-Policy allows its inline scripts by hash
 * (server/security-headers.ts): the inert script's text is hashed like any other, so the module
 * script made from it is allowed. A page rendered per request allows scripts by nonce instead: the
 * starter carries it, and gives the module script it makes its own.
 */

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
// React Router writes the nonce, when there is one, before the type.
const startScript = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

/** The element id the starter finds the application's module text by. */
export const applicationStartId = "application-start";
/** The inert type the module text waits under; not a JavaScript MIME type, so it never runs as is. */
export const inertScriptType = "text/x-application-start";

/**
 * The classic script that starts the application once the page has painted: at the first
 * contentful paint where the browser reports paints, else at the load event. Its text is the same
 * with or without a nonce, which it reads from itself (the browser hides the attribute, not the property).
 */
function starter(preloads: readonly string[], nonce: string | undefined) {
  // One preload a task, then the module script: adding a preload costs the main thread a request
  // (1–11 ms each on the bench machine), and nine in one task made a long task just after the first
  // paint, when a person may be starting to scroll or type (a slow phone multiplies it tenfold).
  const start = `var nonce=document.currentScript.nonce,preloads=${JSON.stringify(preloads)};function start(index){if(index<preloads.length){var link=document.createElement("link");link.rel="modulepreload";link.href=preloads[index];document.head.append(link);setTimeout(start,0,index+1);return}var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=document.getElementById("${applicationStartId}").textContent;document.body.append(script)}`;
  const afterPaint = `if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)addEventListener("load",function(){start(0)});else new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0,0)}}).observe({type:"paint",buffered:true})`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>(function(){${start}${afterPaint}})()</script>`;
}

/** The document with its application started once the page has painted. */
export function scriptsAfterContent(html: string, nonce?: string): string {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  const start = startScript.exec(html);
  if (headEnd < 0 || bodyEnd < headEnd || !start || start.index < headEnd) return html;
  const preloads = [...html.slice(0, headEnd).matchAll(modulePreload)].map(
    ([link]) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? "",
  );
  const inert = `<script type="${inertScriptType}" id="${applicationStartId}">${start[1]}</script>`;
  return (
    html.slice(0, headEnd).replace(modulePreload, "") +
    html.slice(headEnd, start.index) +
    inert +
    html.slice(start.index + start[0].length, bodyEnd) +
    starter(preloads.filter(Boolean), nonce) +
    html.slice(bodyEnd)
  );
}

const islandMarker = new RegExp(` ${islandAttribute}="([a-z-]+)"`, "g");

/**
 * A page whose interactive parts are islands (app/islands/island.tsx) loads no React Router runtime;
 * its islands' scripts start the same way, once the page has painted: an inert element holds the
 * module text that imports each island's entry, and the starter preloads what they need to wait
 * for their start (decision 047). A form's React DOM and component are preloaded too, to be ready
 * at a person's first touch: fetched, not run. The home page's are not, so that nothing but its
 * hero photo is downloading while it loads.
 * A page without islands, or one that starts React Router's application, is left as it is.
 */
export function islandsAfterContent(html: string, scripts: IslandScripts, nonce?: string): string {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0 || html.includes(`id="${applicationStartId}"`)) return html;
  const names = [...new Set([...html.matchAll(islandMarker)].map(([, name = ""]) => name))];
  if (names.length === 0) return html;
  const islands = names.map((name) => {
    const found = scripts[name];
    if (!found) throw new Error(`The build has no script for the island "${name}".`);
    const readyAtFirstTouch = islandStarts[name as IslandName].when === "first-touch";
    return {
      file: found.file,
      preloads: [found.file, ...found.imports, ...(readyAtFirstTouch ? found.later : [])],
    };
  });
  const moduleText = islands.map((island) => `import ${JSON.stringify(island.file)};`).join("");
  const preloads = [...new Set(islands.flatMap((island) => island.preloads))];
  const inert = `<script type="${inertScriptType}" id="${applicationStartId}">${moduleText}</script>`;
  return html.slice(0, bodyEnd) + inert + starter(preloads, nonce) + html.slice(bodyEnd);
}
