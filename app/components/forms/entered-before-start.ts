import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { DraftValue } from "#app/schemas/form-definition.ts";

/*
 * What a person enters before the form's script has taken over stays as they left it. On a slow link
 * the script starts at their first touch (decision 047) and arrives while they go on filling in the
 * form. As React takes over the HTML, react-hook-form registers each field: it keeps what was typed
 * in a text field, a box ticked and an option selected as the field's value, but tells none of the
 * parts that watch those values, and it sets a radio group back to its starting value. Unhelped, a
 * revealed field (the college under "academic requirement", PAN under the 80G receipt) closed on
 * what was typed in it, and the amount a donor had chosen was cleared (decision 057).
 */

const sameValue = (one: unknown, other: unknown) =>
  Array.isArray(one) && Array.isArray(other)
    ? one.length === other.length && one.every((item, index) => item === other[index])
    : one === other;

/** A field a person types into, focused now: setting its value would move the caret or end a composition. */
function isBeingTypedIn(name: string) {
  const field = document.activeElement;
  const typesText =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio");
  return typesText && field.name === name;
}

/**
 * Once React has taken over, the watchers of each field whose value is no longer its starting one
 * are told it (the fields a choice reveals, the total). react-hook-form tells them of a change only,
 * and it already holds the value: so the field is set to its starting value and back, in one task,
 * before anything is painted. The field a person is typing in is left alone; their next keystroke
 * tells its watchers. `starting` is the form's starting values, the same object for its whole life.
 * `onEntered` is told when any field held something: the person filled it in before, perhaps on an
 * earlier visit the browser filled it back in from (Back), not in the moment they press Send.
 */
export function useEnteredBeforeStart<TDraft extends Record<string, DraftValue>, TData>(
  form: UseFormReturn<TDraft, unknown, TData>,
  starting: TDraft,
  onEntered: () => void,
) {
  const told = useRef(onEntered);
  useEffect(() => {
    let entered = false;
    for (const name of Object.keys(starting) as Path<TDraft>[]) {
      const value = form.getValues(name);
      if (sameValue(value, starting[name])) continue;
      entered = true;
      if (isBeingTypedIn(name)) continue;
      form.setValue(name, starting[name] as PathValue<TDraft, typeof name>);
      form.setValue(name, value);
    }
    if (entered) told.current();
  }, [form, starting]);
}

/**
 * A radio group's registration that keeps the choice made before React took over: each button's
 * ref notes whether it is the one chosen just before react-hook-form sets the group back, and that
 * choice is set once React has taken over. Setting it runs none of the group's onChange rules (a
 * preset chosen and a custom amount typed both stay, as the person left them).
 */
export function useChoiceMadeBeforeStart<TDraft extends FieldValues, TData, TName extends Path<TDraft>>(
  form: UseFormReturn<TDraft, unknown, TData>,
  field: UseFormRegisterReturn<TName>,
): UseFormRegisterReturn<TName> {
  const chosen = useRef<string | null>(null);
  const takenOver = useRef(false);
  const { name } = field;
  useEffect(() => {
    takenOver.current = true;
    if (chosen.current !== null) form.setValue(name, chosen.current as PathValue<TDraft, TName>);
  }, [form, name]);
  return {
    ...field,
    ref: (button: HTMLInputElement | null) => {
      if (!takenOver.current && button?.checked) chosen.current = button.value;
      field.ref(button);
    },
  };
}
