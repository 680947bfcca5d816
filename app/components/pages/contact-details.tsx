import { MailIcon, PhoneIcon, PinIcon } from "#app/components/icons.tsx";
import * as english from "#app/content/contact.ts";
import * as telugu from "#app/content/te/contact.ts";
import { comingSoon, phoneOf, postalAddressLines } from "#app/content/settings/published.ts";
import { useLanguage, useTexts } from "#app/utils/use-language.ts";
import { useSettings } from "#app/utils/use-settings.ts";

const linkClass =
  "inline-block py-1.5 font-bold wrap-anywhere text-forest-700 underline decoration-turmeric-500 decoration-2 underline-offset-4 hover:text-forest-900";

function Detail({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm shadow-ink/5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-forest-700 text-turmeric-200">
        {icon}
      </span>
      <div>
        <h3 className="font-bold text-forest-800">{label}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

/** The office, phone and email of the society, as tel: and mailto: links. */
export function ContactDetails() {
  const { contactDetails } = useTexts(english, telugu);
  const { office } = contactDetails;
  const language = useLanguage();
  const settings = useSettings();
  const phone = phoneOf(settings);
  return (
    <ul className="grid gap-4">
      <Detail icon={<PinIcon />} label={office.label}>
        <address className="not-italic">
          {postalAddressLines(settings, language).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-1 text-sm">{office.serving}</p>
      </Detail>
      <Detail icon={<PhoneIcon />} label={contactDetails.phoneLabel}>
        {phone ? (
          <a href={`tel:${phone.tel}`} className={linkClass}>
            {phone.display}
          </a>
        ) : (
          <p className="py-1.5">{comingSoon[language]}</p>
        )}
      </Detail>
      <Detail icon={<MailIcon />} label={contactDetails.emailLabel}>
        {settings.email ? (
          <a href={`mailto:${settings.email}`} className={linkClass}>
            {settings.email}
          </a>
        ) : (
          <p className="py-1.5">{comingSoon[language]}</p>
        )}
      </Detail>
    </ul>
  );
}
