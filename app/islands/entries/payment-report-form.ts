import { hydrateIsland } from "../hydrate.ts";

void hydrateIsland("payment-report-form", () =>
  import("#app/components/forms/payment-report-form.tsx").then((module) => module.PaymentReportForm),
);
