import { privacyNoticeVersion } from "#app/utils/privacy-notice-signal.ts";

/*
 * Consent is sending a form with the privacy notice shown beside it (decision 015). The form says
 * which version of the notice it showed: a script-driven form in the X-Privacy-Notice header, a form
 * posted without JavaScript in its privacyNotice field. The function records that version with the
 * submission, and the time it was sent as the time of consent.
 */

export { privacyNoticeField, privacyNoticeHeader } from "#app/utils/privacy-notice-signal.ts";

/**
 * Every version of the notice the site has published, newest first. A form loaded before a change
 * and sent after it still shows the older version, which is then the one recorded.
 */
export const publishedNoticeVersions: readonly string[] = [privacyNoticeVersion];

/** The version a form says it showed, when it is one the site published; otherwise none. */
export function shownNoticeVersion(value: string | null | undefined): string | null {
  const version = value?.trim() ?? "";
  return publishedNoticeVersions.includes(version) ? version : null;
}
