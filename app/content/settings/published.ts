import type { Language } from "../language.ts";
import { organisation as english } from "../organisation.ts";
import { organisation as telugu } from "../te/organisation.ts";
import { type SettingKey, settingFields, settingKeys } from "./fields.ts";
import { telAddress } from "./phone.ts";
import type { SettingValues } from "./schema.ts";

/**
 * The settings as the pages see them: each key's value, or null where production withholds an
 * unset value (app/content/settings/fields.ts, `withheld`). Outside production an unset value is
 * the code's default, flagged placeholder or not, so the whole site can be tried before launch.
 */
export type PublishedSettings = Readonly<Record<SettingKey, string | null>>;

export function publishedSettings(values: SettingValues, production: boolean): PublishedSettings {
  return Object.fromEntries(
    settingKeys.map((key) => {
      const field = settingFields[key];
      const set = values[key];
      if (set !== undefined) return [key, set];
      if (production && field.withheld) return [key, null];
      return [key, field.fallback === "" ? null : field.fallback];
    }),
  ) as PublishedSettings;
}

/** The defaults, as the build prerenders with (it has no database). */
// Pure: a module that imports this one for another function leaves these out of its bundle.
export const defaultSettings = /* @__PURE__ */ publishedSettings({}, false);

/** The English or Telugu form of a setting that has both, falling back to the English one. */
export function inLanguage(settings: PublishedSettings, key: "name" | "shortName", language: Language) {
  return (language === "te" ? settings[`${key}.te`] : null) ?? settings[`${key}.en`] ?? "";
}

/** The society's phone as shown and as dialled, or null while production withholds it. */
export function phoneOf(settings: PublishedSettings) {
  const display = settings.phone;
  return display ? { display, tel: telAddress(display) } : null;
}

/** The bank account for transfers, only when every part a donor types is known. */
export function bankAccountOf(settings: PublishedSettings) {
  const accountName = settings["bank.accountName"];
  const bankName = settings["bank.bankName"];
  const accountNumber = settings["bank.accountNumber"];
  const ifsc = settings["bank.ifsc"];
  const branch = settings["bank.branch"];
  if (!accountName || !bankName || !accountNumber || !ifsc) return null;
  return { accountName, bankName, accountNumber, ifsc, branch };
}

export const socialNetworks = ["instagram", "youtube", "linkedin"] as const;

/** The social pages the society has, in the footer's order. */
export function socialLinksOf(settings: PublishedSettings) {
  return socialNetworks.flatMap((id) => {
    const url = settings[`social.${id}`];
    return url ? [{ id, url }] : [];
  });
}

/** Says plainly, in the page's language, that a detail will be published. */
export const comingSoon: Readonly<Record<Language, string>> = {
  en: "to be published soon",
  te: "త్వరలో ప్రచురిస్తాం",
};

/**
 * The office's address as a letter would carry it, one line each: the street, the town, the
 * district with the PIN code, the state and country. The street and town the society published
 * (in the page's language, else English); the town is left out when the street already names it.
 * The contact page and the emails' footers both write it so.
 */
export function postalAddressLines(settings: PublishedSettings, language: Language): string[] {
  const { district, state, country } = (language === "te" ? telugu : english).address;
  const street = (language === "te" ? settings["address.street.te"] : null) ?? settings["address.street.en"];
  const town =
    (language === "te" ? settings["address.locality.te"] : null) ?? settings["address.locality.en"];
  const pin = settings["address.pin"];
  return [
    street,
    town && !street?.includes(town) ? town : null,
    pin ? `${district} ${pin}` : district,
    `${state}, ${country}`,
  ].filter((line): line is string => Boolean(line));
}
