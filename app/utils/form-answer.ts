import { useActionData } from "react-router";
import { formOutcomeSchema } from "#app/schemas/form-post.ts";

/**
 * The action of a form's route: it shows the outcome of a post made without JavaScript. Only the
 * function calls it, in process, after it has handled the post (server/send-form-email/answer-page.ts);
 * the server routes no outside request to it. It reads the outcome and the page renders with it.
 */
export async function formAnswerAction({ request }: { request: Request }) {
  return formOutcomeSchema.parse(await request.json());
}

/** The outcome the page answers, or null on the prerendered page. */
export function useFormAnswer() {
  return useActionData<typeof formAnswerAction>() ?? null;
}
