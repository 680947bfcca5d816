import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { receiptTerms } from "#app/content/forms/receipt.ts";
import { fillSlots } from "#app/content/language.ts";
import type { Signatory } from "./receipt-terms.ts";

/*
 * The signature block of the receipt and the certificate, in both languages: a chartered
 * accountant looks for who signs for the society. The PDF is sent by email, so it names the
 * office-bearer the society set (settings "signatory.*") rather than carrying a signature.
 */

const styles = StyleSheet.create({
  block: { width: 210 },
  rule: { borderTopWidth: 1, borderTopColor: "#4d483d", marginTop: 18, paddingTop: 3 },
  small: { fontSize: 9, color: "#4d483d" },
});

/**
 * For the society (in each language under its name in that language, the English one while it has
 * no Telugu name), the office-bearer it set (name, designation), then "Authorised signatory".
 */
export function signatureBlock(
  societyName: { en: string; te: string },
  signatory: Signatory | null,
): ReactElement {
  const en = receiptTerms.en;
  const te = receiptTerms.te;
  const who = signatory ? [signatory.name, signatory.designation].filter(Boolean).join(", ") : null;
  return h(
    View,
    { style: styles.block },
    h(
      Text,
      null,
      `${fillSlots(en.signedFor, { society: societyName.en })}\n${fillSlots(te.signedFor, { society: societyName.te || societyName.en })}`,
    ),
    h(
      View,
      { style: styles.rule },
      who ? h(Text, null, who) : null,
      h(Text, { style: styles.small }, `${en.signatory} · ${te.signatory}`),
    ),
  );
}
