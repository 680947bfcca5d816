import {
  emptyVolunteer,
  type VolunteerData,
  type VolunteerDraft,
  volunteerFieldLabels as labels,
} from "#app/schemas/volunteer.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import { RequiredNote, TextAreaField, TextField } from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Honeypot } from "./honeypot.tsx";
import { schemaResolver } from "./schema-resolver.ts";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type FormMessages, useSpecForm } from "./use-spec-form.ts";

/** requirements 8, volunteer rows. */
export const volunteerMessages: FormMessages = {
  invalid: { title: "Please fill in all required fields." },
  success: "Thank you for your volunteer application! We will get back to you soon.",
  returnedError: "There was an error submitting your application. Please try again.",
  thrown: "There was an error submitting your application. Please try again.",
};

const resolver = schemaResolver<VolunteerDraft, VolunteerData>(formDefinitions.volunteer);

export function VolunteerForm({ outcome = null }: { outcome?: FormOutcome | null }) {
  const { form, sending, formProps, trapRef, ...post } = useSpecForm({
    empty: emptyVolunteer,
    resolver,
    toSubmission: (data) => ({ formType: "volunteer", data }),
    messages: volunteerMessages,
    outcome,
  });

  return (
    <Card className="p-5 sm:p-8">
      <form {...formProps} aria-label="Volunteer application form" className="@container relative grid gap-6">
        <FormPostState formType="volunteer" outcome={post.outcome} messages={volunteerMessages} />
        <RequiredNote />
        <div className="grid gap-6 @lg:grid-cols-2">
          <TextField form={form} name="name" label={labels.name} required autoComplete="name" />
          <TextField
            form={form}
            name="email"
            label={labels.email}
            required
            type="email"
            autoComplete="email"
          />
          <TextField form={form} name="phone" label={labels.phone} required type="tel" autoComplete="tel" />
          <TextField
            form={form}
            name="occupation"
            label={labels.occupation}
            autoComplete="organization-title"
            description="Student, teacher, working professional…"
          />
        </div>
        <TextAreaField
          form={form}
          name="experience"
          label={labels.experience}
          rows={4}
          description="Any teaching, reading or volunteering you have done."
        />
        <TextAreaField
          form={form}
          name="motivation"
          label={labels.motivation}
          rows={4}
          description="Why would you like to volunteer with us?"
        />
        <Honeypot ref={trapRef} />
        <div className="grid justify-items-start gap-4">
          <FormPrivacyNotice formType="volunteer" id="volunteer-privacy-notice" />
          <SubmitButton sending={sending} noticeId="volunteer-privacy-notice">
            Submit Application
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
