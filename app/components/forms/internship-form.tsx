import { useId } from "react";
import { useWatch } from "react-hook-form";
import { internshipWording } from "#app/content/forms/internship.ts";
import type { InternshipData, InternshipDraft } from "#app/schemas/internship.ts";
import { emptyInternship, internshipOptionsIn } from "#app/schemas/internship-draft.ts";
import { Card } from "#app/components/ui/card.tsx";
import {
  CheckboxField,
  CheckboxGroupField,
  SpecForm,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Revealed } from "./revealed.tsx";
import { Honeypot } from "./honeypot.tsx";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type SpecFormProps, useSpecForm } from "./use-spec-form.ts";

export function InternshipForm({ outcome = null, language = "en", token, required }: SpecFormProps) {
  const wording = internshipWording[language];
  const { labels, sections, placeholders, hints } = wording;
  const { genders, durations, areasOfInterest } = internshipOptionsIn(language);
  // requirements 8, internship rows: a failed send is also logged to the console.
  const messages = { ...wording.messages, logFailures: true };
  const { form, sending, formProps, trapRef, ...post } = useSpecForm<InternshipDraft, InternshipData>({
    empty: emptyInternship,
    loadRules: () => import("#app/schemas/internship.ts").then((module) => module.internshipForm),
    required,
    language,
    toSubmission: (data: InternshipData) => ({ formType: "internship", data }),
    messages,
    outcome,
    token,
  });
  const titleId = useId();
  const [gender, duration, academicRequirement] = useWatch({
    control: form.control,
    name: ["gender", "duration", "academicRequirement"],
  });

  // requirements 4: choosing any other gender (or duration) clears what was typed under 'Other'.
  const clearUnlessOther = (choice: "gender" | "duration", detail: "customGender" | "customDuration") => ({
    onChange: () => {
      if (form.getValues(choice) !== "other") form.setValue(detail, "");
    },
  });

  return (
    <Card className="p-5 sm:p-10">
      <SpecForm
        {...formProps}
        aria-labelledby={titleId}
        className="group/form @container relative grid gap-10"
      >
        <FormPostState formType="internship" outcome={post.outcome} messages={messages} labels={labels} />
        <header className="grid gap-3 text-center">
          <h2
            id={titleId}
            className="text-2xl font-bold tracking-tight text-balance text-forest-800 sm:text-3xl"
          >
            {wording.formTitle}
          </h2>
          <RequiredNote />
        </header>

        <FormSection number={1} title={sections[0]}>
          <TextField form={form} name="fullName" label={labels.fullName} autoComplete="name" />
          <TextField
            form={form}
            name="dateOfBirth"
            label={labels.dateOfBirth}

            type="date"
            autoComplete="bday"
          />
          <SelectField
            form={form}
            name="gender"
            label={labels.gender}
            choices={genders}
            placeholder={placeholders.gender}
            options={clearUnlessOther("gender", "customGender")}
          />
          <Revealed
            shown={gender === "other"}
            byCss="group-has-[select[name=gender]_option[value=other]:checked]/form:contents"
          >
            <TextField form={form} name="customGender" label={labels.customGender} />
          </Revealed>
          <TextField
            form={form}
            name="email"
            label={labels.email}

            type="email"
            autoComplete="email"
          />
          <TextField form={form} name="mobile" label={labels.mobile} type="tel" autoComplete="tel" />
          <TextField form={form} name="alternatePhone" label={labels.alternatePhone} type="tel" />
          <TextAreaField
            form={form}
            name="currentAddress"
            label={labels.currentAddress}

            rows={3}
            autoComplete="street-address"
            className="@lg:col-span-2"
          />
          <TextAreaField
            form={form}
            name="permanentAddress"
            label={labels.permanentAddress}
            rows={3}
            className="@lg:col-span-2"
          />
        </FormSection>

        <FormSection number={2} title={sections[1]}>
          <TextField form={form} name="degree" label={labels.degree} />
          <TextField form={form} name="institution" label={labels.institution} />
          <TextField form={form} name="yearOfPassing" label={labels.yearOfPassing} inputMode="numeric" />
          <TextField form={form} name="marksOrCGPA" label={labels.marksOrCGPA} />
        </FormSection>

        <FormSection number={3} title={sections[2]}>
          <SelectField
            form={form}
            name="duration"
            label={labels.duration}
            choices={durations}
            placeholder={placeholders.duration}
            options={clearUnlessOther("duration", "customDuration")}
          />
          <Revealed
            shown={duration === "other"}
            byCss="group-has-[select[name=duration]_option[value=other]:checked]/form:contents"
          >
            <TextField form={form} name="customDuration" label={labels.customDuration} />
          </Revealed>
          <TextField form={form} name="startDate" label={labels.startDate} type="date" />
          <CheckboxField
            form={form}
            name="academicRequirement"
            label={labels.academicRequirement}
            className="@lg:col-span-2"
          />
          <Revealed
            shown={academicRequirement}
            byCss="group-has-[input[name=academicRequirement]:checked]/form:contents"
          >
            <div className="grid gap-6 rounded-2xl border-s-4 border-forest-200 bg-forest-50 p-4 @lg:col-span-2 @lg:grid-cols-3">
              <TextField form={form} name="collegeName" label={labels.collegeName} />
              <TextField form={form} name="department" label={labels.department} />
              <TextField form={form} name="supervisorName" label={labels.supervisorName} />
            </div>
          </Revealed>
          <CheckboxGroupField
            form={form}
            name="areaOfInterest"
            label={labels.areaOfInterest}
            description={hints.areaOfInterest}
            items={areasOfInterest}
            className="@lg:col-span-2"
          />
        </FormSection>

        <FormSection number={4} title={sections[3]}>
          <TextField form={form} name="languages" label={labels.languages} />
          <TextField form={form} name="computerSkills" label={labels.computerSkills} />
          <TextAreaField
            form={form}
            name="experience"
            label={labels.experience}
            rows={4}
            className="@lg:col-span-2"
          />
        </FormSection>

        <FormSection number={5} title={sections[4]}>
          <TextAreaField
            form={form}
            name="statementOfPurpose"
            label={labels.statementOfPurpose}

            rows={6}
            description={hints.statementOfPurpose}
            className="@lg:col-span-2"
          />
        </FormSection>

        <FormSection number={6} title={sections[5]}>
          <TextField form={form} name="referenceName" label={labels.referenceName} />
          <TextField form={form} name="referenceDesignation" label={labels.referenceDesignation} />
          <TextField form={form} name="referenceOrganization" label={labels.referenceOrganization} />
          <TextField form={form} name="referenceEmail" label={labels.referenceEmail} type="email" />
          <TextField form={form} name="referencePhone" label={labels.referencePhone} type="tel" />
        </FormSection>

        <Honeypot ref={trapRef} />
        <div className="grid justify-items-center gap-4 border-t border-line pt-8 text-center">
          <FormPrivacyNotice formType="internship" id="internship-privacy-notice" language={language} />
          <SubmitButton
            sending={sending}
            failure={post.failure}
            className="sm:min-w-64"
            noticeId="internship-privacy-notice"
          >
            {wording.submit}
          </SubmitButton>
        </div>
      </SpecForm>
    </Card>
  );
}

/** One of the six numbered sections (requirements 2): a group named by its number and title. */
function FormSection({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="min-w-0 border-t border-line pt-8 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-6 flex w-full items-center gap-3 text-xl font-bold text-forest-800">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-forest-700 text-base text-white">
          {number}
        </span>
        {title}
      </legend>
      <div className="clear-both grid gap-6 @lg:grid-cols-2">{children}</div>
    </fieldset>
  );
}
