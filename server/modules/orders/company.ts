// The seller on printed invoices (/print-invoice): the company block of GET invoices/{code}.
// Invented demo data, like the rest of the seeded content; replace before going live.
export const COMPANY_BLOCK = Object.freeze({
  name: 'PT Titip Global Indonesia',
  address: 'Jl. Medan Merdeka Barat No. 1, Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
  npwp: '01.234.567.8-071.000',
  email: 'billing@titip.co.id',
  phone: '021-5000-1234',
});
