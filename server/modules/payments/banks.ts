// The banks a customer can withdraw to (GET wallet/available-banks): a fixed list, codes as payout
// APIs name them.
export interface Bank { bank_code: string; name: string }

export const AVAILABLE_BANKS: readonly Bank[] = [
  { bank_code: 'bca', name: 'BCA' },
  { bank_code: 'bni', name: 'BNI' },
  { bank_code: 'bri', name: 'BRI' },
  { bank_code: 'mandiri', name: 'Mandiri' },
  { bank_code: 'permata', name: 'Permata' },
  { bank_code: 'cimb', name: 'CIMB Niaga' },
  { bank_code: 'bsi', name: 'BSI' },
  { bank_code: 'danamon', name: 'Danamon' },
  { bank_code: 'btn', name: 'BTN' },
  { bank_code: 'ocbc', name: 'OCBC NISP' },
];

export function bankByCode(code: string): Bank | undefined {
  const c = code.trim().toLowerCase();
  return AVAILABLE_BANKS.find((b) => b.bank_code === c);
}

/** The list filtered by a case-insensitive search over code and name. */
export function searchBanks(search: string | undefined): Bank[] {
  const q = (search ?? '').trim().toLowerCase();
  return AVAILABLE_BANKS.filter((b) => q === '' || b.name.toLowerCase().includes(q) || b.bank_code.includes(q));
}
