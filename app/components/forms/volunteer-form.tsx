import { volunteerWording } from "#app/content/forms/volunteer.ts";
import type { VolunteerData, VolunteerDraft } from "#app/schemas/volunteer.ts";
import { emptyVolunteer } from "#app/schemas/volunteer-draft.ts";
import { Card } from "#app/components/ui/card.tsx";
import { SpecForm, RequiredNote, TextAreaField, TextField } from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Honeypot } from "./honeypot.tsx";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type SpecFormProps, useSpecForm } from "./use-spec-form.ts";

export function VolunteerForm({ outcome = null, language = "en", token, required }: SpecFormProps) {
  const wording = volunteerWording[language];
  const { labels, hints } = wording;
  const { form, sending, formProps, trapRef, ...post } = useSpecForm<VolunteerDraft, VolunteerData>({
    empty: emptyVolunteer,
    loadRules: () => import("#app/schemas/volunteer.ts").then((module) => module.volunteerForm),
    required,
    language,
    toSubmission: (data: VolunteerData) => ({ formType: "volunteer", data }),
    messages: wording.messages,
    outcome,
    token,
  });

  return (
    <Card className="p-5 sm:p-8">
      <SpecForm {...formProps} aria-label={wording.formName} className="@container relative grid gap-6">
        <FormPostState formType="volunteer" outcome={post.outcome} messages={wording.messages} />
        <RequiredNote />
        <div className="grid gap-6 @lg:grid-cols-2">
          <TextField form={form} name="name" label={labels.name} autoComplete="name" />
          <TextField form={form} name="email" label={labels.email} type="email" autoComplete="email" />
          <TextField form={form} name="phone" label={labels.phone} type="tel" autoComplete="tel" />
          <TextField
            form={form}
            name="occupation"
            label={labels.occupation}
            autoComplete="organization-title"
            description={hints.occupation}
          />
        </div>
        <TextAreaField
          form={form}
          name="experience"
          label={labels.experience}
          rows={4}
          description={hints.experience}
        />
        <TextAreaField
          form={form}
          name="motivation"
          label={labels.motivation}
          rows={4}
          description={hints.motivation}
        />
        <Honeypot ref={trapRef} />
        <div className="grid justify-items-start gap-4">
          <FormPrivacyNotice formType="volunteer" id="volunteer-privacy-notice" language={language} />
          <SubmitButton sending={sending} failure={post.failure} noticeId="volunteer-privacy-notice">
            {wording.submit}
          </SubmitButton>
        </div>
      </SpecForm>
    </Card>
  );
}
