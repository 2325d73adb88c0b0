// Texts of the console's record of a customer's lartas acknowledgement (OpsLartasAck).
import { defineMessage, defineMessages } from 'react-intl';

export const opsLartasMessages = defineMessages({
  title: { id: 'ops.lartas.title', defaultMessage: 'Barang lartas: disetujui pelanggan' },
});

export const lartasAckText = defineMessage<{ date: string; version: string }>({
  id: 'ops.lartas.text',
  defaultMessage: 'Pelanggan menyatakan memahami ketentuan barang larangan/pembatasan pada {date} (teks versi {version}) untuk barang berikut:',
});
