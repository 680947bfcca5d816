import { type EmailAddress, headerSafe } from "./transport.ts";

/*
 * Whether a text holds something a mail program would make a link of: a web address with its
 * scheme, "www.", or a name with a dot and a domain's ending ("evil.example", "bit.ly/x", an email
 * address). The acknowledgement goes to whatever address was typed, signed by the society, so
 * what a stranger typed is not repeated in it when it could be a link (decision 080). It errs
 * towards yes: "Dr.Ravi" counts, and costs no more than a quote left out.
 */
const webAddress = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}_-]\.[a-z]{2,}(?!\p{L})/iu;

export const holdsWebAddress = (text: string) => webAddress.test(text);

/** A letter's addressee, named only when the name could not be a link (decision 080). */
export const personAddressed = (name: string, address: string): EmailAddress => ({
  name: holdsWebAddress(name) ? "" : headerSafe(name),
  address,
});
