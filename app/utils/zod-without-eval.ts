import { config } from "zod";

/*
 * zod compiles object schemas with `new Function` when it may, and finds out by trying it. The site's
 * Content-Security-Policy forbids eval (server/security-headers.ts), so even the try is reported as a
 * violation. jitless skips both; the forms' objects are small, so parsing without it is just as quick.
 * Imported first by app/root.tsx, so it runs before any schema module is evaluated.
 */
config({ jitless: true });
