/** The account (profile) menu: every entry of spec section 2 in order, and the customer's courses (issue 13). */
import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatRupiah } from '../../domain/format';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { useService } from '../app/container-context';
import { PATHS } from '../routes/paths';

const m = defineMessages({
  wallet: { id: 'account.menu.wallet', defaultMessage: 'Saldo Dompet' },
  walletDetail: { id: 'account.menu.walletDetail', defaultMessage: 'Lihat Detail' },
  topUp: { id: 'account.menu.topUp', defaultMessage: 'Top Up' },
  history: { id: 'account.menu.history', defaultMessage: 'Riwayat Pesanan' },
  affiliate: { id: 'account.menu.affiliate', defaultMessage: 'Afiliasiku' },
  invoices: { id: 'account.menu.invoices', defaultMessage: 'Riwayat Tagihan' },
  addresses: { id: 'account.menu.addresses', defaultMessage: 'Alamat' },
  bankAccounts: { id: 'account.menu.bankAccounts', defaultMessage: 'Rekening Bank' },
  cards: { id: 'account.menu.cards', defaultMessage: 'Kartu' },
  vouchers: { id: 'account.menu.vouchers', defaultMessage: 'Voucher' },
  tickets: { id: 'account.menu.tickets', defaultMessage: 'Tiket' },
  track: { id: 'account.menu.track', defaultMessage: 'Cek Status Pesanan' },
  favorites: { id: 'account.menu.favorites', defaultMessage: 'Favorit' },
  myCourses: { id: 'account.menu.myCourses', defaultMessage: 'Kursus saya' },
  community: { id: 'account.menu.community', defaultMessage: 'Gabung Komunitas' },
  profitable: { id: 'account.menu.profitable', defaultMessage: 'Produk Cuan' },
  privacy: { id: 'account.menu.privacy', defaultMessage: 'Privasi & Data' },
  logout: { id: 'account.menu.logout', defaultMessage: 'Keluar' },
});

export interface AccountMenuEntry {
  readonly key: keyof typeof m;
  readonly to: string;
  readonly affiliateOnly?: boolean;
}

/** Entries after the wallet block, in the spec's order. */
export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { key: 'history', to: PATHS.history },
  { key: 'affiliate', to: PATHS.affiliate, affiliateOnly: true },
  { key: 'invoices', to: PATHS.historyInvoice },
  { key: 'addresses', to: PATHS.address },
  { key: 'bankAccounts', to: PATHS.bankAccount },
  { key: 'cards', to: PATHS.payment },
  { key: 'vouchers', to: PATHS.voucher },
  { key: 'tickets', to: PATHS.tickets },
  { key: 'track', to: PATHS.track },
  { key: 'favorites', to: PATHS.favorites },
  { key: 'myCourses', to: PATHS.myCourses },
  { key: 'community', to: PATHS.joinReseller },
  { key: 'profitable', to: PATHS.profitable },
  { key: 'privacy', to: PATHS.privacySettings },
  { key: 'logout', to: PATHS.logout },
];

interface Props {
  onNavigate?: () => void;
  /** Show the wallet block (the account layout shows it in the profile card instead). */
  showWallet?: boolean;
}

export const AccountMenu = observer(function AccountMenu({ onNavigate, showWallet = true }: Props) {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const entries = ACCOUNT_MENU.filter((e) => !e.affiliateOnly || session.isAffiliatePartner);
  return (
    <nav className="account-menu" aria-label="account">
      {showWallet && (
        <div className="account-menu-wallet">
          <span className="muted"><FormattedMessage {...m.wallet} /></span>
          <strong>{formatRupiah(session.walletBalance ?? 0)}</strong>
          <span className="account-menu-wallet-links">
            <Link to={PATHS.wallet} onClick={onNavigate}><FormattedMessage {...m.walletDetail} /></Link>
            <Link to={PATHS.wallet} className="btn btn-small" onClick={onNavigate}><FormattedMessage {...m.topUp} /></Link>
          </span>
        </div>
      )}
      <ul>
        {entries.map((e) => (
          <li key={e.key}>
            <Link to={e.to} onClick={onNavigate} className={e.key === 'logout' ? 'danger' : undefined}>
              <FormattedMessage {...m[e.key]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
