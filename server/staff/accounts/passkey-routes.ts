import { Hono } from "hono";
import type { StaffAuth } from "../../accounts/auth.ts";
import {
  addPasskey,
  ownPasskey,
  ownPasskeys,
  passkeyName,
  registrationOptions,
  removePasskey,
} from "../../accounts/passkeys.ts";
import { htmlResponse, passkeyPageResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import { jsonAnswer, postedJson, problemAnswer } from "./passkey-json.ts";

/*
 * /staff/passkeys: each signed-in person's own passkeys, whatever their role (decision 046). Listing
 * and removing are plain pages and forms; adding is the passkey script's two requests (the
 * challenge, then the device's answer), since only the browser can make a passkey. Nobody reaches
 * another person's passkeys: every query names the signed-in account.
 */

const notices: Record<string, string> = {
  added: "Passkey added. Next time, choose “Sign in with a passkey” on the sign-in page.",
  removed: "Passkey removed. It no longer signs you in.",
};

export function passkeyRoutes({ views, db, now, scripts, signedIn, message }: Shared, auth: StaffAuth) {
  const app = new Hono<StaffEnv>();
  const noPasskey = () =>
    message(404, "Not found", "You have no such passkey.", {
      href: "/staff/passkeys",
      text: "Your passkeys",
    });
  const needsScript = () =>
    message(
      400,
      "Needs JavaScript",
      "Adding a passkey needs JavaScript and a browser that supports passkeys. Nothing was changed.",
      { href: "/staff/passkeys", text: "Your passkeys" },
    );

  app.get("/passkeys", async (context) => {
    const code = context.req.query("done");
    return passkeyPageResponse(
      views.renderPasskeys({
        signedIn: signedIn(context),
        passkeys: await ownPasskeys(db, context.var.staff.id),
        notice: code && Object.hasOwn(notices, code) ? notices[code] : undefined,
        passkeyScript: scripts.passkeys,
      }),
    );
  });

  /** The challenge, once the name is one: a wrong name is said before the device asks anything. */
  app.post("/passkeys/options", async (context) => {
    const body = await postedJson(context);
    if (!body) return needsScript();
    const named = passkeyName(body.name);
    if ("error" in named) return jsonAnswer({ error: named.error }, 400);
    const options = await registrationOptions(auth, context.req.raw.headers);
    if (options.status === "error") return problemAnswer(options);
    return jsonAnswer({ options: options.body }, 200, options.cookies);
  });

  app.post("/passkeys", async (context) => {
    const body = await postedJson(context);
    if (!body) return needsScript();
    const named = passkeyName(body.name);
    if ("error" in named) return jsonAnswer({ error: named.error }, 400);
    const added = await addPasskey(
      auth,
      db,
      { headers: context.req.raw.headers, name: named.name, response: body.response },
      actorOf(context.var.staff),
      now(),
    );
    if (added.status === "error") return problemAnswer(added);
    return jsonAnswer({ location: "/staff/passkeys?done=added" }, 200, added.cookies);
  });

  app.get("/passkeys/:id/remove", async (context) => {
    const passkey = await ownPasskey(db, context.var.staff.id, context.req.param("id"));
    if (!passkey) return noPasskey();
    return htmlResponse(views.renderRemovePasskey({ signedIn: signedIn(context), passkey }));
  });

  app.post("/passkeys/:id/remove", async (context) => {
    const removed = await removePasskey(db, context.var.staff, context.req.param("id"), now());
    if (!removed) return noPasskey();
    return seeOther("/staff/passkeys?done=removed");
  });

  return app;
}
