import { createContext, useContext, useId } from "react";
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { formFrame } from "#app/content/forms/common.ts";
import type { Language } from "#app/content/language.ts";
import { fieldAnchorId, type PostToken } from "#app/schemas/form-post-fields.ts";
import { cn } from "#app/utils/cn.ts";

/** What every field of one form needs to know: the page's language and which fields the schema requires. */
export type FormSettings = {
  language: Language;
  required: ReadonlySet<string>;
  /** The token the page was served with, for a post without JavaScript (form-post-state.tsx). */
  token?: PostToken;
};

/** Given by each form (useSpecForm's `settings`) to its fields. */
export const FormSettingsContext = createContext<FormSettings>({ language: "en", required: new Set() });

/** The form element of a form (useSpecForm's `formProps`), which tells its fields the form's settings. */
export function SpecForm({
  settings,
  ...formProps
}: { settings: FormSettings } & React.ComponentProps<"form">) {
  return (
    <FormSettingsContext value={settings}>
      <form {...formProps} />
    </FormSettingsContext>
  );
}

/** Whether the form's schema requires the field (app/schemas/form-definition.ts, requiredFields). */
export function useIsRequired(name: string): boolean {
  return useContext(FormSettingsContext).required.has(name);
}

/** The look shared by text inputs, selects and textareas; invalid fields turn terracotta. */
export const controlClass =
  "block min-h-11 w-full rounded-xl border border-ink-muted/70 bg-white px-4 py-2.5 text-base text-ink shadow-xs shadow-ink/5 can-hover:transition-colors placeholder:text-ink-muted/80 hover:border-ink-muted focus-visible:border-forest-700 focus-visible:outline-offset-0 aria-invalid:border-terracotta-600 aria-invalid:bg-terracotta-100/40";

export function FieldLabel({
  htmlFor,
  required,
  className,
  children,
}: {
  htmlFor?: string;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={cn("mb-1.5 block font-bold text-ink", className)}>
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** The visible asterisk; the control's own `required` attribute tells assistive technology. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-1 font-bold text-terracotta-700">
      *
    </span>
  );
}

/**
 * The asterisk of a group of choices with an alternative (the donation's presets or its own amount),
 * which no control's `required` can mark: screen readers hear the word after the legend.
 */
export function RequiredGroupMark() {
  const { language } = useContext(FormSettingsContext);
  return (
    <>
      <RequiredMark /> <span className="sr-only">{formFrame[language].requiredGroup}</span>
    </>
  );
}

export function RequiredNote() {
  const { language } = useContext(FormSettingsContext);
  // The asterisk sits where each language's sentence puts it ("{star}").
  const [before = "", after = ""] = formFrame[language].requiredNote.split("{star}");
  return (
    <p className="text-sm text-ink-muted">
      {before}
      <span className="font-bold text-terracotta-700">*</span>
      {after}
    </p>
  );
}

/** The inline hint of a field that failed validation, linked to it by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-bold text-terracotta-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm.9 8.9a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      {message}
    </p>
  );
}

/** One choice of a list: the value the form sends and the label shown in the page's language. */
type Choice = { value: string; label: string };

type FieldProps<TDraft extends FieldValues, TData> = {
  form: UseFormReturn<TDraft, unknown, TData>;
  name: Path<TDraft>;
  label: string;
  /** A short help text under the label, read with the field. */
  description?: string;
  options?: RegisterOptions<TDraft, Path<TDraft>>;
  className?: string;
};

/**
 * The value a field starts with, written into the HTML: react-hook-form sets values only once the
 * script runs, and a page answering a post without JavaScript must show what was entered.
 */
export function startingValue<TDraft extends FieldValues, TData>(
  form: UseFormReturn<TDraft, unknown, TData>,
  name: Path<TDraft>,
): unknown {
  return (form.formState.defaultValues as Record<string, unknown> | undefined)?.[name];
}

function startingText<TDraft extends FieldValues, TData>(
  form: UseFormReturn<TDraft, unknown, TData>,
  name: Path<TDraft>,
) {
  const value = startingValue(form, name);
  return typeof value === "string" ? value : undefined;
}

/** A link to a field (fieldAnchorId) leaves its label clear of the sticky header. */
const anchorClass = "scroll-mt-24";

/** Ids and ARIA wiring of one field: its label, its description and its error hint. */
function useFieldWiring<TDraft extends FieldValues, TData>(
  form: UseFormReturn<TDraft, unknown, TData>,
  name: Path<TDraft>,
  hasDescription: boolean,
) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const describedBy = [hasDescription ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean);
  return {
    id,
    error,
    controlProps: {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    },
  };
}

function Description({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={`${id}-description`} className="-mt-0.5 mb-2 text-sm text-ink-muted">
      {text}
    </p>
  );
}

type InputAttributes = Omit<React.ComponentProps<"input">, "name" | "form" | "required" | "id">;

export function TextField<TDraft extends FieldValues, TData>({
  form,
  name,
  label,
  description,
  options,
  className,
  ...inputProps
}: FieldProps<TDraft, TData> & InputAttributes) {
  const required = useIsRequired(name);
  const { id, error, controlProps } = useFieldWiring(form, name, Boolean(description));
  return (
    <div id={fieldAnchorId(name)} className={cn(anchorClass, className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Description id={id} text={description} />
      <input
        type="text"
        required={required}
        className={controlClass}
        defaultValue={startingText(form, name)}
        {...inputProps}
        {...controlProps}
        {...form.register(name, options)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextAreaAttributes = Omit<React.ComponentProps<"textarea">, "name" | "form" | "required" | "id">;

export function TextAreaField<TDraft extends FieldValues, TData>({
  form,
  name,
  label,
  description,
  options,
  className,
  ...textareaProps
}: FieldProps<TDraft, TData> & TextAreaAttributes) {
  const required = useIsRequired(name);
  const { id, error, controlProps } = useFieldWiring(form, name, Boolean(description));
  return (
    <div id={fieldAnchorId(name)} className={cn(anchorClass, className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Description id={id} text={description} />
      <textarea
        required={required}
        className={cn(controlClass, "resize-y leading-relaxed")}
        defaultValue={startingText(form, name)}
        {...textareaProps}
        {...controlProps}
        {...form.register(name, options)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField<TDraft extends FieldValues, TData>({
  form,
  name,
  label,
  description,
  options,
  className,
  choices,
  placeholder,
}: FieldProps<TDraft, TData> & {
  choices: readonly Choice[];
  /** The text of the empty first choice ("Select a subject"). */
  placeholder: string;
}) {
  const required = useIsRequired(name);
  const { id, error, controlProps } = useFieldWiring(form, name, Boolean(description));
  return (
    <div id={fieldAnchorId(name)} className={cn(anchorClass, className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Description id={id} text={description} />
      <div className="relative">
        <select
          required={required}
          className={cn(controlClass, "appearance-none pe-11")}
          defaultValue={startingText(form, name)}
          {...controlProps}
          {...form.register(name, options)}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute end-4 top-1/2 size-5 -translate-y-1/2 fill-forest-700"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A tick box with its label beside it; the whole row is the target. A required one (a confirmation)
 * is marked, and its hint and description are read with it.
 */
export function CheckboxField<TDraft extends FieldValues, TData>({
  form,
  name,
  label,
  description,
  options,
  className,
}: FieldProps<TDraft, TData>) {
  const { id, error, controlProps } = useFieldWiring(form, name, Boolean(description));
  const required = useIsRequired(name);
  return (
    <div id={fieldAnchorId(name)} className={cn(anchorClass, className)}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-forest-700"
          defaultChecked={startingValue(form, name) === true}
          required={required}
          {...controlProps}
          {...form.register(name, options)}
        />
        <label htmlFor={id} className="cursor-pointer py-2 text-ink">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {description ? (
        <p id={`${id}-description`} className="ms-8 text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A choice of several items, each a tick box; what is ticked is sent as a list. */
export function CheckboxGroupField<TDraft extends FieldValues, TData>({
  form,
  name,
  label,
  description,
  className,
  items,
}: Omit<FieldProps<TDraft, TData>, "options"> & { items: readonly Choice[] }) {
  const { id, error, controlProps } = useFieldWiring(form, name, Boolean(description));
  const starting = startingValue(form, name);
  const startingItems: unknown[] = Array.isArray(starting) ? starting : [];
  return (
    <fieldset
      id={fieldAnchorId(name)}
      className={cn(anchorClass, className)}
      aria-describedby={controlProps["aria-describedby"]}
    >
      <legend className="mb-1.5 font-bold text-ink">{label}</legend>
      <Description id={id} text={description} />
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {items.map((item) => (
          <label
            key={item.value}
            className="-mx-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 can-hover:transition-colors hover:bg-forest-50"
          >
            <input
              type="checkbox"
              value={item.value}
              className="size-5 shrink-0 accent-forest-700"
              defaultChecked={startingItems.includes(item.value)}
              {...form.register(name)}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
