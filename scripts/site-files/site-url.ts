/** Used when SITE_URL is unset: the address `npm start` serves on. Set SITE_URL for a real deployment. */
export const defaultSiteUrl = "http://127.0.0.1:3000";

/**
 * The site's public origin from SITE_URL, without a trailing slash. It is read when the site is BUILT:
 * canonical links, the sitemap and the share tags are written into the prerendered files.
 */
export function readSiteUrl(value: string | undefined = process.env.SITE_URL) {
  if (!value) return defaultSiteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) address like https://www.example.org, got "${value}".`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(
      `SITE_URL must be an http(s) origin without a path, like https://www.example.org, got "${value}".`,
    );
  }
  return url.origin;
}
