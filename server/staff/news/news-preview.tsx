/*
 * What the news editor's preview frame shows (server/staff/client/news-editor.ts puts it in a sandboxed frame):
 * one language's body, rendered by the public pages' renderer, on the staff stylesheet. A document of
 * its own, with no script and nothing to submit.
 */

export type NewsPreviewProps = {
  stylesheet: string;
  language: "en" | "te";
  /** Rendered by server/news/markdown.ts: raw HTML escaped, links checked. Empty: no text yet. */
  html: string;
};

export function NewsPreviewDocument({ stylesheet, language, html }: NewsPreviewProps) {
  const name = language === "te" ? "Telugu" : "English";
  return (
    <html lang={language === "te" ? "te" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <title>{`Preview (${name})`}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body className="bg-cream p-4">
        {html ? (
          <div className="news-preview" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-ink-muted" lang="en">
            No {name} text: this version is left out.
          </p>
        )}
      </body>
    </html>
  );
}
