import {
  type ContactData,
  type ContactDraft,
  contactFieldLabels as labels,
  contactSubjects,
  emptyContact,
} from "#app/schemas/contact.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import { RequiredNote, SelectField, TextAreaField, TextField } from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Honeypot } from "./honeypot.tsx";
import { schemaResolver } from "./schema-resolver.ts";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type FormMessages, useSpecForm } from "./use-spec-form.ts";

/** requirements 8, contact rows. */
export const contactMessages: FormMessages = {
  invalid: { title: "Error", description: "Please fill in all required fields." },
  success: "Your message has been sent successfully! We'll get back to you soon.",
  returnedError: "Failed to send message. Please try again.",
  thrown: "Something went wrong. Please try again.",
};

const resolver = schemaResolver<ContactDraft, ContactData>(formDefinitions.contact);

export function ContactForm({ outcome = null }: { outcome?: FormOutcome | null }) {
  const { form, sending, formProps, trapRef, ...post } = useSpecForm({
    empty: emptyContact,
    resolver,
    toSubmission: (data) => ({ formType: "contact", data }),
    messages: contactMessages,
    outcome,
  });

  return (
    <Card className="p-6 sm:p-8">
      <form {...formProps} aria-label="Contact form" className="relative grid gap-6">
        <FormPostState formType="contact" outcome={post.outcome} messages={contactMessages} />
        <RequiredNote />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="name" label={labels.name} required autoComplete="name" />
          <TextField
            form={form}
            name="email"
            label={labels.email}
            required
            type="email"
            autoComplete="email"
          />
        </div>
        <SelectField
          form={form}
          name="subject"
          label={labels.subject}
          required
          choices={contactSubjects}
          placeholder="Select a subject"
        />
        <TextAreaField form={form} name="message" label={labels.message} required rows={6} />
        <Honeypot ref={trapRef} />
        <div className="grid justify-items-start gap-4">
          <FormPrivacyNotice formType="contact" id="contact-privacy-notice" />
          <SubmitButton sending={sending} noticeId="contact-privacy-notice">
            {sending ? "Sending..." : "Send Message"}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
