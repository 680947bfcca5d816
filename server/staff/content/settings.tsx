import {
  type SettingField,
  type SettingGroup,
  settingField,
  settingGroups,
  settingInputId,
  type SettingKey,
  settingKeys,
  teluguTwins,
} from "#app/content/settings/fields.ts";
import { isSettingKey, paymentGroups } from "#app/content/settings/fields.ts";
import { formatIst } from "../../india-time.ts";
import type { PictureChoice } from "../../media/content-images.ts";
import { Document, type SignedIn } from "../ui/document.tsx";
import { Field } from "../ui/field.tsx";
import {
  ActionBar,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  inputStyles,
  nothingSaved,
  Notice,
  guardsLeaving,
} from "../ui/ui.tsx";
import { PictureInput } from "./picture-input.tsx";

export type SettingsProps = {
  stylesheet: string;
  signedIn: SignedIn;
  /** What the fields show: the draft, the published values, or what was just posted. */
  values: Partial<Record<SettingKey, string>>;
  errors?: Partial<Record<SettingKey, string>>;
  draft: { savedAt: string; savedBy: string } | null;
  version: { number: number; publishedAt: string; publishedBy: string } | null;
  /** Production withholds unset values from visitors instead of showing the stand-in. */
  production: boolean;
  notice?: string;
  /** The state the form was loaded from (server/content/items.ts): a save from an older one is refused. */
  base: string;
  /** A save refused because someone else saved after this form was loaded. */
  conflict?: string;
  /** After that refusal: the settings now showing their change, and those keeping the person's over theirs. */
  conflictFields?: {
    taken: readonly string[];
    kept: readonly { label: string; theirs: string | undefined }[];
  };
  /** The media library's pictures ready for pages, for the logo. */
  pictures: readonly PictureChoice[];
  /** Whether the bank and UPI settings are fields, or shown read-only (decision 074). */
  paymentEditable: boolean;
  /** A publish refused because the draft changes these payment settings, which only an administrator publishes. */
  paymentPending?: readonly string[];
};

/** What the site shows for a setting nobody has set. */
function unsetNote(field: SettingField, production: boolean) {
  if (field.fallback === "") return "Not set: nothing is shown.";
  if (production && field.withheld) return "Not set: left out of the public site until set.";
  return `Not set: the site shows “${field.fallback}”.`;
}

/** The bank or UPI settings as a person who may not change them sees them. */
function ReadOnlyGroup({
  keys,
  values,
  production,
}: Pick<SettingsProps, "values" | "production"> & { keys: readonly SettingKey[] }) {
  return (
    <>
      <p className="mb-4 text-sm text-ink-muted">
        Only an administrator changes where donations are paid. Ask one of them if these are wrong.
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_minmax(0,1fr)]">
        {keys.map((key) => (
          <div key={key} className="contents">
            <dt className="text-sm text-ink-muted sm:py-1">{settingField(key).label}</dt>
            <dd className="mb-2 wrap-anywhere sm:mb-0 sm:py-1">
              {values[key] ? <bdi>{values[key]}</bdi> : unsetNote(settingField(key), production)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const inputTypes: Partial<Record<SettingField["kind"], string>> = {
  email: "email",
  https: "url",
  phone: "tel",
  date: "date",
};

function SettingInput({
  settingKey,
  value,
  error,
  production,
  language,
}: {
  settingKey: SettingKey;
  value: string;
  error?: string;
  production: boolean;
  language?: "English" | "Telugu";
}) {
  const field = settingField(settingKey);
  const label = language ? `${field.label} (${language})` : field.label;
  const choices =
    field.kind === "yesNo" ? ["yes", "no"] : field.kind === "upiKind" ? ["merchant", "personal"] : null;
  return (
    <Field
      id={settingInputId(settingKey)}
      label={label}
      aside={
        field.placeholder && !value ? (
          <span className="inline-block rounded-full bg-turmeric-100 px-2 py-0.5 text-xs font-semibold text-ink">
            To fill in
          </span>
        ) : null
      }
      error={error}
      hint={`${field.hint ? `${field.hint} ` : ""}${value ? "" : unsetNote(field, production)}`}
      className="min-w-0"
    >
      {(control) =>
        choices ? (
          <select {...control} name={settingKey} defaultValue={value} className={inputStyles}>
            <option value="">Not set (the default: {field.fallback || "none"})</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...control}
            name={settingKey}
            type={inputTypes[field.kind] ?? "text"}
            defaultValue={value}
            lang={language === "Telugu" ? "te" : undefined}
            autoComplete="off"
            spellCheck={field.kind === "text"}
            className={inputStyles}
          />
        )
      }
    </Field>
  );
}

function GroupCard({
  group,
  ...props
}: { group: SettingGroup } & Omit<SettingsProps, "stylesheet" | "signedIn">) {
  const keys = settingKeys.filter((key) => settingField(key).group === group && !teluguTwins.has(key));
  if (!props.paymentEditable && paymentGroups.includes(group))
    return (
      <Card title={settingGroups[group]} className="mb-6">
        <ReadOnlyGroup keys={keys} values={props.values} production={props.production} />
      </Card>
    );
  return (
    <Card title={settingGroups[group]} className="mb-6">
      <div className="grid gap-6">
        {keys.map((key) => {
          const twin = settingField(key).telugu;
          if (twin && isSettingKey(twin))
            return (
              <fieldset key={key} className="grid gap-4 sm:grid-cols-2">
                <legend className="sr-only">{settingField(key).label} in English and Telugu</legend>
                <SettingInput
                  settingKey={key}
                  value={props.values[key] ?? ""}
                  error={props.errors?.[key]}
                  production={props.production}
                  language="English"
                />
                <SettingInput
                  settingKey={twin}
                  value={props.values[twin] ?? ""}
                  error={props.errors?.[twin]}
                  production={props.production}
                  language="Telugu"
                />
              </fieldset>
            );
          const field = settingField(key);
          if (field.kind === "picture")
            return (
              <PictureInput
                key={key}
                name={key}
                id={settingInputId(key)}
                label={field.label}
                hint={field.hint}
                shape="whole"
                value={props.values[key] ?? ""}
                error={props.errors?.[key]}
                pictures={props.pictures}
              />
            );
          return (
            <div key={key} className="sm:max-w-[calc(50%-0.5rem)]">
              <SettingInput
                settingKey={key}
                value={props.values[key] ?? ""}
                error={props.errors?.[key]}
                production={props.production}
              />
            </div>
          );
        })}
      </div>
    </Card>
  );
}

/** What a refused save changed in the form: their changes taken in, and the differences where it keeps yours. */
function ConflictFields({ taken, kept }: NonNullable<SettingsProps["conflictFields"]>) {
  return (
    <>
      {taken.length > 0 && <p className="mt-2">Their changes are now in the form: {taken.join(", ")}.</p>}
      {kept.length > 0 && (
        <>
          <p className="mt-2">Where theirs differs from yours, the form keeps yours:</p>
          <ul className="mt-1 list-disc pl-5">
            {kept.map(({ label, theirs }) => (
              <li key={label}>
                {label}: theirs is {theirs ? <bdi>“{theirs}”</bdi> : "not set"}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The organisation settings: every value, English and Telugu side by side, a draft and a publish. */
export function SettingsPage({ stylesheet, signedIn, ...props }: SettingsProps) {
  const { errors, draft, version, notice, base, conflict, conflictFields, paymentPending } = props;
  const errorKeys = settingKeys.filter((key) => errors?.[key]);
  return (
    <Document
      title={errorKeys.length > 0 || conflict ? "Error: Organisation settings" : "Organisation settings"}
      stylesheet={stylesheet}
      signedIn={signedIn}
      current="content"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-forest-800">Organisation settings</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/staff/content/history/settings">History</ButtonLink>
          <ButtonLink href="/staff/content/lists">Team, partners and slides</ButtonLink>
          <ButtonLink href="/staff/launch">Ready to launch?</ButtonLink>
        </div>
      </div>
      <p className="mb-4 max-w-3xl text-ink-muted">
        The society’s name, contact details, bank account, UPI and registrations, as the public site, emails
        and receipts show them. Save a draft to come back to it; Publish puts it on the site within a minute.
        An empty field is not set: the site shows the default, or in production leaves it out.
      </p>
      {notice && <Notice announce>{notice}</Notice>}
      {conflict && (
        <Notice tone="error" announce>
          <p className="font-semibold">{conflict}</p>
          {conflictFields && <ConflictFields {...conflictFields} />}
          <p className="mt-2">
            Press Save draft or Publish again to save the form as it is now, or{" "}
            <a href="/staff/content/settings" className="font-semibold text-terracotta-700 underline">
              reload the settings as they are now
            </a>{" "}
            to drop your changes.
          </p>
        </Notice>
      )}
      {paymentPending && (
        <Notice tone="error">
          <p className="font-semibold">
            Not published: the draft changes where donations are paid ({paymentPending.join(", ")}), which
            only an administrator can publish.
          </p>
          <p className="mt-2">
            Save your changes as a draft instead; an administrator publishes them with theirs.
          </p>
        </Notice>
      )}
      {errorKeys.length > 0 && (
        <ErrorSummary intro={nothingSaved(errorKeys.length)}>
          {errorKeys.map((key) => (
            <li key={key}>
              <a href={`#${settingInputId(key)}`} className="font-semibold text-terracotta-700 underline">
                {settingField(key).label}
                {teluguTwins.has(key) ? " (Telugu)" : ""}: {errors?.[key]}
              </a>
            </li>
          ))}
        </ErrorSummary>
      )}
      <p className="mb-6 text-sm text-ink-muted">
        {version
          ? `Published: version ${version.number}, by ${version.publishedBy}, ${formatIst(version.publishedAt)}.`
          : "Nothing published yet: the site shows the defaults."}{" "}
        {draft
          ? `A draft is saved (by ${draft.savedBy}, ${formatIst(draft.savedAt)}): the fields show it, and the public site does not.`
          : ""}
      </p>
      <form
        method="post"
        action="/staff/content/settings"
        noValidate
        {...guardsLeaving(
          Boolean(props.conflict || paymentPending) || Object.values(props.errors ?? {}).some(Boolean),
        )}
      >
        <input type="hidden" name="base" value={base} />
        {(Object.keys(settingGroups) as SettingGroup[]).map((group) => (
          <GroupCard key={group} group={group} {...props} />
        ))}
        <ActionBar>
          <Button name="intent" value="draft" variant="secondary">
            Save draft
          </Button>
          <Button name="intent" value="preview" variant="secondary">
            Save and preview
          </Button>
          <Button name="intent" value="publish">
            Publish
          </Button>
        </ActionBar>
      </form>
    </Document>
  );
}
