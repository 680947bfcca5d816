/** An amount in rupees as people in India write it: ₹1,00,000 (lakh grouping). */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 0 })}`;
}
