import { startIsland } from "../start.ts";

startIsland("payment-report-form", () =>
  import("#app/components/forms/payment-report-form.tsx").then((module) => module.PaymentReportForm),
);
