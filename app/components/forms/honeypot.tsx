import { useContext } from "react";
import { formFrame } from "#app/content/forms/common.ts";
import { FormSettingsContext } from "./fields.tsx";

/**
 * A field that people never see or hear (off-screen, hidden from assistive technology, out of the
 * tab order) but form-filling robots do; when it is filled the submission carries X-Form-Trap.
 */
export function Honeypot({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  const { language } = useContext(FormSettingsContext);
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-0 h-px w-px overflow-hidden">
      <label>
        {formFrame[language].honeypot}
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
