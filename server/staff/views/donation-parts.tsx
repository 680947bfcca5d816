/* Small parts the donation pages share. */

/** A receipt's page: its number (2026-27/0001) is the path, year then sequence. */
export const receiptHref = (receiptNumber: string) => `/staff/donations/receipts/${receiptNumber}`;
