import { privacyNoticeWording } from "#app/content/forms/privacy-notice.ts";
import { fillSlots, type Language } from "#app/content/language.ts";
import type { FormType } from "#app/schemas/form-types.ts";
import { privacyNoticeField, privacyNoticeVersion } from "#app/utils/privacy-notice-signal.ts";

/**
 * The short notice just before a form's send button (decision 015): what the details are for, that
 * sending is agreeing, and the full notice. Sending the form with it shown is the consent the
 * function records, with the version a hidden field carries (the script sends it in a header).
 */
export function FormPrivacyNotice({
  formType,
  id,
  language = "en",
}: {
  formType: FormType;
  id: string;
  language?: Language;
}) {
  const wording = privacyNoticeWording[language];
  return (
    <p id={id} className="max-w-prose text-sm text-ink-muted">
      <input type="hidden" name={privacyNoticeField} value={privacyNoticeVersion} />
      {fillSlots(wording.notice, { purpose: wording.purposes[formType] })}{" "}
      {/* A plain link: the privacy page ships no JavaScript, and forms render outside a router in tests. */}
      <a
        href={wording.link.to}
        className="font-bold text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900"
      >
        {wording.link.label}
      </a>
    </p>
  );
}
