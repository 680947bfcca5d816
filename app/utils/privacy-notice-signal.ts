/*
 * How a form tells the function which privacy notice it showed (decision 015): the script sends
 * the version in a header, a form posted without JavaScript in a hidden field.
 */
/**
 * The privacy notice's version: the date it last changed (app/content/privacy.ts). Every stored
 * submission records the version its form showed, so change it whenever the notice's substance
 * changes, and add the old one to publishedNoticeVersions (server/privacy/consent.ts).
 */
export const privacyNoticeVersion = "2026-11-23";

export const privacyNoticeHeader = "X-Privacy-Notice";
export const privacyNoticeField = "privacyNotice";
