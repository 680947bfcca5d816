import type { EmailBlock, EmailContent, FieldRow } from "./content.ts";
import { shownValue } from "./content.ts";

/*
 * Lays out an EmailContent twice: as HTML (inline styles and tables, which is what mail programs
 * render reliably) and as plain text. Every string is escaped here, at the one place it becomes
 * markup, so no caller can forget it.
 */

/** The frame around an email's content; `lang` is the HTML part's language tag (en-IN, te-IN). */
export type EmailLayout = { lang: string; organisationName: string; footerLines: string[] };

// Mail programs ignore stylesheets and custom properties, so the site's theme tokens
// (app/app.css) are repeated here as literal colours.
const colour = {
  forest: "#1f5130",
  cream: "#fbf7ef",
  white: "#ffffff",
  ink: "#1d1b16",
  inkMuted: "#4d483d",
  line: "#e4dac6",
  sand: "#f3ead8",
};
const font = "font-family:'Noto Sans',Arial,Helvetica,sans-serif;";

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Escaped, with the writer's line breaks kept. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>");
}

function htmlRow({ label, value }: FieldRow): string {
  const valueColour = value === "" ? colour.inkMuted : colour.ink;
  return `<tr><td style="padding:10px 0;border-bottom:1px solid ${colour.line};${font}">
<div style="font-size:13px;line-height:18px;color:${colour.inkMuted};">${htmlText(label)}</div>
<div style="font-size:15px;line-height:22px;color:${valueColour};">${htmlText(shownValue(value))}</div>
</td></tr>`;
}

function htmlBlock(block: EmailBlock): string {
  if (block.type === "paragraph") {
    return `<p style="margin:0 0 16px;font-size:15px;line-height:23px;color:${colour.ink};${font}">${htmlText(block.text)}</p>`;
  }
  if (block.type === "link") {
    return `<p style="margin:0 0 16px;${font}"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${colour.forest};color:${colour.white};font-size:16px;font-weight:bold;text-decoration:none;">${htmlText(block.text)}</a></p>`;
  }
  if (block.type === "qr") {
    return `<p style="margin:0 0 16px;"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" width="200" height="200" style="display:block;width:200px;height:200px;border:1px solid ${colour.line};"></p>`;
  }
  const title = block.title
    ? `<h2 style="margin:8px 0 4px;font-size:16px;line-height:22px;color:${colour.forest};${font}">${htmlText(block.title)}</h2>`
    : "";
  return `${title}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;">${block.rows.map(htmlRow).join("")}</table>`;
}

export function renderHtml(content: EmailContent, layout: EmailLayout): string {
  const footer = layout.footerLines.map(htmlText).join("<br>");
  return `<!doctype html>
<html lang="${htmlText(layout.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colour.cream};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colour.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colour.white};border:1px solid ${colour.line};border-radius:8px;border-collapse:separate;">
<tr><td style="background:${colour.forest};color:${colour.white};padding:16px 24px;border-radius:8px 8px 0 0;font-size:16px;font-weight:bold;${font}">${htmlText(layout.organisationName)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${colour.ink};${font}">${htmlText(content.heading)}</h1>
${content.blocks.map(htmlBlock).join("\n")}
</td></tr>
<tr><td style="background:${colour.sand};padding:16px 24px;border-radius:0 0 8px 8px;font-size:13px;line-height:19px;color:${colour.inkMuted};${font}">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function textRow({ label, value }: FieldRow): string {
  const shown = shownValue(value);
  if (!/[\r\n]/.test(shown)) return `${label}: ${shown}`;
  const indented = shown.split(/\r\n|\r|\n/).map((line) => `  ${line}`);
  return `${label}:\n${indented.join("\n")}`;
}

function textBlock(block: EmailBlock): string {
  if (block.type === "paragraph") return block.text;
  if (block.type === "link") return `${block.text}: ${block.href}`;
  if (block.type === "qr") return "";
  const title = block.title ? `${block.title}\n${"-".repeat(block.title.length)}\n` : "";
  return `${title}${block.rows.map(textRow).join("\n")}`;
}

export function renderText(content: EmailContent, layout: EmailLayout): string {
  const heading = `${content.heading}\n${"=".repeat(content.heading.length)}`;
  const footer = ["-- ", layout.organisationName, ...layout.footerLines].join("\n");
  const blocks = content.blocks.map(textBlock).filter((text) => text !== "");
  return `${[heading, ...blocks, footer].join("\n\n")}\n`;
}
