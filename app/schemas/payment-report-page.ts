/**
 * The page where a donor reports a payment against a pledge ("I have paid"). A module of its own:
 * the donation form's island links to it without bringing the report's rules (decision 043).
 */
export const paymentReportPage = "/donate/paid";
