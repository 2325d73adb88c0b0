// Texts of the console's applications page (ops catalogue: ./messages, ids 'ops.members.*').
import { defineMessage, defineMessages } from 'react-intl';

export const opsMemberMessages = defineMessages({
  title: { id: 'ops.members.title', defaultMessage: 'Pendaftaran reseller & agen' },
  nav: { id: 'ops.members.nav', defaultMessage: 'Pendaftaran' },
  pending: { id: 'ops.members.status.pending', defaultMessage: 'Menunggu' },
  approved: { id: 'ops.members.status.approved', defaultMessage: 'Disetujui' },
  rejected: { id: 'ops.members.status.rejected', defaultMessage: 'Ditolak' },
  reseller: { id: 'ops.members.kind.reseller', defaultMessage: 'Reseller' },
  agent: { id: 'ops.members.kind.agent', defaultMessage: 'Agen' },
  empty: { id: 'ops.members.empty', defaultMessage: 'Tidak ada pendaftaran.' },
  failed: { id: 'ops.members.failed', defaultMessage: 'Pendaftaran gagal dimuat.' },
  forbidden: { id: 'ops.members.forbidden', defaultMessage: 'Halaman ini hanya untuk admin.' },
  colKind: { id: 'ops.members.colKind', defaultMessage: 'Jenis' },
  colCustomer: { id: 'ops.members.colCustomer', defaultMessage: 'Pelanggan' },
  colDetails: { id: 'ops.members.colDetails', defaultMessage: 'Data' },
  colDate: { id: 'ops.members.colDate', defaultMessage: 'Dikirim' },
  note: { id: 'ops.members.note', defaultMessage: 'Catatan untuk pelanggan' },
  approve: { id: 'ops.members.approve', defaultMessage: 'Setujui' },
  reject: { id: 'ops.members.reject', defaultMessage: 'Tolak' },
  actionFailed: { id: 'ops.members.actionFailed', defaultMessage: 'Keputusan gagal disimpan.' },
  partnerTitle: { id: 'ops.members.partner.title', defaultMessage: 'Mitra afiliasi' },
  partnerEmail: { id: 'ops.members.partner.email', defaultMessage: 'E-mail pelanggan' },
  partnerOn: { id: 'ops.members.partner.on', defaultMessage: 'Jadikan mitra' },
  partnerOff: { id: 'ops.members.partner.off', defaultMessage: 'Akhiri kemitraan' },
  partnerFailed: { id: 'ops.members.partner.failed', defaultMessage: 'Status mitra gagal disimpan.' },
});
export const partnerOnDone = defineMessage<{ email: string; code: string }>({ id: 'ops.members.partner.onDone', defaultMessage: '{email} kini mitra afiliasi, kode {code}.' });
export const partnerOffDone = defineMessage<{ email: string }>({ id: 'ops.members.partner.offDone', defaultMessage: '{email} bukan mitra afiliasi lagi.' });
