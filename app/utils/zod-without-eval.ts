import { config } from "zod/mini";

/*
 * zod compiles object schemas with `new Function` when it may, and finds out by trying it. The site's
 * Content-Security-Policy forbids eval (server/security-headers.ts), so even the try is reported as a
 * violation. jitless skips both; the forms' objects are small, so parsing without it is just as quick.
 * Every module that builds a schema when it loads imports this first (app/schemas/fields.ts,
 * form-submission.ts, app/utils/submit-form.ts), so the setting is in place before any schema exists;
 * pages without a form load no zod at all.
 */
config({ jitless: true });
