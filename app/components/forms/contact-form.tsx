import { contactWording } from "#app/content/forms/contact.ts";
import { formFrame } from "#app/content/forms/common.ts";
import type { ContactData, ContactDraft } from "#app/schemas/contact.ts";
import { contactSubjectsIn, emptyContact } from "#app/schemas/contact-draft.ts";
import { Card } from "#app/components/ui/card.tsx";
import { SpecForm, RequiredNote, SelectField, TextAreaField, TextField } from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Honeypot } from "./honeypot.tsx";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type SpecFormProps, useSpecForm } from "./use-spec-form.ts";

export function ContactForm({ outcome = null, language = "en", token, required }: SpecFormProps) {
  const wording = contactWording[language];
  const { labels } = wording;
  const { form, sending, formProps, trapRef, ...post } = useSpecForm<ContactDraft, ContactData>({
    empty: emptyContact,
    loadRules: () => import("#app/schemas/contact.ts").then((module) => module.contactForm),
    required,
    language,
    toSubmission: (data: ContactData) => ({ formType: "contact", data }),
    messages: wording.messages,
    outcome,
    token,
  });

  return (
    <Card className="p-6 sm:p-8">
      <SpecForm {...formProps} aria-label={wording.formName} className="relative grid gap-6">
        <FormPostState formType="contact" outcome={post.outcome} messages={wording.messages} />
        <RequiredNote />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="name" label={labels.name} autoComplete="name" />
          <TextField form={form} name="email" label={labels.email} type="email" autoComplete="email" />
        </div>
        <SelectField
          form={form}
          name="subject"
          label={labels.subject}
          choices={contactSubjectsIn(language)}
          placeholder={wording.subjectPlaceholder}
        />
        <TextAreaField form={form} name="message" label={labels.message} rows={6} />
        <Honeypot ref={trapRef} />
        <div className="grid justify-items-start gap-4">
          <FormPrivacyNotice formType="contact" id="contact-privacy-notice" language={language} />
          <SubmitButton sending={sending} failure={post.failure} noticeId="contact-privacy-notice">
            {sending ? formFrame[language].sending : wording.submit}
          </SubmitButton>
        </div>
      </SpecForm>
    </Card>
  );
}
