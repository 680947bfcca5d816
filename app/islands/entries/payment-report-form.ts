import { PaymentReportForm } from "#app/components/forms/payment-report-form.tsx";
import { hydrateIsland } from "../hydrate.ts";

hydrateIsland("payment-report-form", PaymentReportForm);
