import { useId } from "react";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useWatch } from "react-hook-form";
import {
  areasOfInterest,
  durations,
  emptyInternship,
  genders,
  type InternshipData,
  type InternshipDraft,
  internshipFieldLabels as labels,
} from "#app/schemas/internship.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formDefinitions } from "#app/schemas/form-definitions.ts";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import {
  CheckboxField,
  CheckboxGroupField,
  RequiredNote,
  SelectField,
  TextAreaField,
  TextField,
} from "./fields.tsx";
import { FormPostState } from "./form-post-state.tsx";
import { Honeypot } from "./honeypot.tsx";
import { schemaResolver } from "./schema-resolver.ts";
import { FormPrivacyNotice } from "./privacy-notice.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { type FormMessages, useSpecForm } from "./use-spec-form.ts";

export const internshipFormTitle = "JOIN US AS AN INTERN – APPLICATION FORM";

/** requirements 8, internship rows: a failed send is also logged to the console. */
export const internshipMessages: FormMessages = {
  invalid: { title: "Please fill in all required fields." },
  success:
    "Thank you for your internship application! We will review your application and get back to you soon.",
  returnedError: "There was an error submitting your application. Please try again.",
  thrown: "There was an error submitting your application. Please try again.",
  logFailures: true,
};

const resolver = schemaResolver<InternshipDraft, InternshipData>(formDefinitions.internship);

export function InternshipForm({ outcome = null }: { outcome?: FormOutcome | null }) {
  const { form, sending, formProps, trapRef, ...post } = useSpecForm({
    empty: emptyInternship,
    resolver,
    toSubmission: (data) => ({ formType: "internship", data }),
    messages: internshipMessages,
    outcome,
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
      <form {...formProps} aria-labelledby={titleId} className="group/form @container relative grid gap-10">
        <FormPostState formType="internship" outcome={post.outcome} messages={internshipMessages} />
        <header className="grid gap-3 text-center">
          <h2
            id={titleId}
            className="text-2xl font-bold tracking-tight text-balance text-forest-800 sm:text-3xl"
          >
            {internshipFormTitle}
          </h2>
          <RequiredNote />
        </header>

        <FormSection number={1} title="Personal Information">
          <TextField form={form} name="fullName" label={labels.fullName} required autoComplete="name" />
          <TextField
            form={form}
            name="dateOfBirth"
            label={labels.dateOfBirth}
            required
            type="date"
            autoComplete="bday"
          />
          <SelectField
            form={form}
            name="gender"
            label={labels.gender}
            choices={genders}
            placeholder="Select gender"
            options={clearUnlessOther("gender", "customGender")}
          />
          <Revealed
            shown={gender === "other"}
            byCss="group-has-[select[name=gender]_option[value=other]:checked]/form:contents"
          >
            <TextField form={form} name="customGender" label={labels.customGender} required />
          </Revealed>
          <TextField
            form={form}
            name="email"
            label={labels.email}
            required
            type="email"
            autoComplete="email"
          />
          <TextField form={form} name="mobile" label={labels.mobile} required type="tel" autoComplete="tel" />
          <TextField form={form} name="alternatePhone" label={labels.alternatePhone} type="tel" />
          <TextAreaField
            form={form}
            name="currentAddress"
            label={labels.currentAddress}
            required
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

        <FormSection number={2} title="Educational Background">
          <TextField form={form} name="degree" label={labels.degree} required />
          <TextField form={form} name="institution" label={labels.institution} required />
          <TextField
            form={form}
            name="yearOfPassing"
            label={labels.yearOfPassing}
            required
            inputMode="numeric"
          />
          <TextField form={form} name="marksOrCGPA" label={labels.marksOrCGPA} required />
        </FormSection>

        <FormSection number={3} title="Internship Details">
          <SelectField
            form={form}
            name="duration"
            label={labels.duration}
            choices={durations}
            placeholder="Select duration"
            options={clearUnlessOther("duration", "customDuration")}
          />
          <Revealed
            shown={duration === "other"}
            byCss="group-has-[select[name=duration]_option[value=other]:checked]/form:contents"
          >
            <TextField form={form} name="customDuration" label={labels.customDuration} required />
          </Revealed>
          <TextField form={form} name="startDate" label={labels.startDate} required type="date" />
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
            description="Choose any that interest you."
            items={areasOfInterest}
            className="@lg:col-span-2"
          />
        </FormSection>

        <FormSection number={4} title="Skills and Experience">
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

        <FormSection number={5} title="Statement of Purpose">
          <TextAreaField
            form={form}
            name="statementOfPurpose"
            label={labels.statementOfPurpose}
            required
            rows={6}
            description="Why would you like to intern with us, and what do you hope to learn?"
            className="@lg:col-span-2"
          />
        </FormSection>

        <FormSection number={6} title="Reference">
          <TextField form={form} name="referenceName" label={labels.referenceName} required />
          <TextField form={form} name="referenceDesignation" label={labels.referenceDesignation} required />
          <TextField form={form} name="referenceOrganization" label={labels.referenceOrganization} required />
          <TextField form={form} name="referenceEmail" label={labels.referenceEmail} required type="email" />
          <TextField form={form} name="referencePhone" label={labels.referencePhone} required type="tel" />
        </FormSection>

        <Honeypot ref={trapRef} />
        <div className="grid justify-items-center gap-4 border-t border-line pt-8 text-center">
          <FormPrivacyNotice formType="internship" id="internship-privacy-notice" />
          <SubmitButton sending={sending} className="sm:min-w-64" noticeId="internship-privacy-notice">
            Submit Application
          </SubmitButton>
        </div>
      </form>
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

/**
 * Fields that a choice reveals (requirements 4). The page's script shows them when the choice is made; before
 * it runs, or without it, they are in the HTML and CSS shows them (`byCss`, a :has() rule on the
 * form) while the choice is made. Sent while hidden, they are emptied (internshipFromDraft).
 */
function Revealed({ shown, byCss, children }: { shown: boolean; byCss: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) return shown ? children : null;
  return <div className={`hidden ${byCss}`}>{children}</div>;
}
