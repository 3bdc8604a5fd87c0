/**
 * SPEC.md section 5: digits only; 10 digits grouped 4-2-2-2, 9 digits grouped 3-2-2-2,
 * anything else unchanged. International numbers (leading "+") are left as written: grouping
 * "+32 9 123 45 67" as ten local digits would turn it into a wrong number.
 */
export function formatPhone(phone: string): string {
  if (phone.trim().startsWith('+')) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (digits.length === 9) return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return phone;
}

/** tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
