import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { APP_SETTINGS, TIME_ZONE_PROVIDER, type AppSettings } from '../../application/shell/app-settings';
import { isJakartaTimeZone, type TimeZoneProvider } from '../../application/shell/time-zone';
import { SUPPORT_VIEW_MODEL, type SupportViewModel } from '../../application/support/support-view-model';
import { useHydrated } from '../app/page-data';
import { useService } from '../app/container-context';
import { openBlankPopup } from '../lib/browser';
import { PATHS } from '../routes/paths';
import { PaymentBadges } from './PaymentBadges';
import { chatMessages } from './chat-messages';

const m = defineMessages({
  company: { id: 'footer.section.company', defaultMessage: 'Titip' },
  services: { id: 'footer.section.services', defaultMessage: 'Layanan' },
  transactions: { id: 'footer.section.transactions', defaultMessage: 'Transaksi' },
  partnership: { id: 'footer.section.partnership', defaultMessage: 'Kerjasama' },
  partner: { id: 'footer.link.partner', defaultMessage: 'Jadi Mitra Titip' },
  about: { id: 'footer.link.about', defaultMessage: 'Tentang Kami' },
  terms: { id: 'footer.link.terms', defaultMessage: 'Syarat & Ketentuan' },
  privacy: { id: 'footer.link.privacy', defaultMessage: 'Kebijakan Privasi' },
  privacySettings: { id: 'footer.link.privacySettings', defaultMessage: 'Pengaturan Privasi' },
  blog: { id: 'footer.link.blog', defaultMessage: 'Blog' },
  agent: { id: 'footer.link.agent', defaultMessage: 'Daftar Agen' },
  faq: { id: 'footer.link.faq', defaultMessage: 'FAQ' },
  howToOrder: { id: 'footer.link.howToOrder', defaultMessage: 'Cara Pesan' },
  track: { id: 'footer.link.track', defaultMessage: 'Cek Status Pesanan' },
  refunds: { id: 'footer.link.refunds', defaultMessage: 'Pengembalian Dana' },
  lartas: { id: 'footer.link.lartas', defaultMessage: 'Peraturan Barang Larangan & Pembatasan' },
  promoNew: { id: 'footer.link.promoNewCustomer', defaultMessage: 'Promo Pelanggan Baru' },
  calculator: { id: 'footer.link.calculator', defaultMessage: 'Kalkulator Ongkir & Pajak' },
  courses: { id: 'footer.link.courses', defaultMessage: 'Kursus' },
  social: { id: 'footer.section.social', defaultMessage: 'Ikuti Kami' },
  payments: { id: 'footer.section.payments', defaultMessage: 'Metode Pembayaran' },
  contact: { id: 'footer.section.contact', defaultMessage: 'Hubungi Kami' },
  sales: { id: 'footer.contact.sales', defaultMessage: 'Chat Sales' },
  cs: { id: 'footer.contact.cs', defaultMessage: 'Customer Service' },
});
const copyrightMessage = defineMessage<{ year: number }>({ id: 'footer.copyright', defaultMessage: '© {year} Titip. Jasa titip beli dan impor barang dari luar negeri.' });

const SOCIAL_LABEL: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
};

export const Footer = observer(function Footer() {
  const settings = useService<AppSettings>(APP_SETTINGS);
  const tz = useService<TimeZoneProvider>(TIME_ZONE_PROVIDER);
  const support = useService<SupportViewModel>(SUPPORT_VIEW_MODEL);
  const intl = useIntl();
  // The server renders for Jakarta (it cannot know the visitor's zone); the browser switches after hydration.
  const hydrated = useHydrated();
  const inJakarta = hydrated ? isJakartaTimeZone(tz.timeZone()) : true;

  const contact = (type: 'cs' | 'sales') => {
    void support.openContact(type, openBlankPopup()).then((result) => {
      if (result === 'blocked') window.alert(intl.formatMessage(chatMessages.blocked));
    });
  };

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2><FormattedMessage {...m.company} /></h2>
          <ul>
            <li><Link to={PATHS.about}><FormattedMessage {...m.about} /></Link></li>
            <li><Link to={PATHS.terms}><FormattedMessage {...m.terms} /></Link></li>
            <li><Link to={PATHS.privacy}><FormattedMessage {...m.privacy} /></Link></li>
            <li><Link to={PATHS.privacySettings}><FormattedMessage {...m.privacySettings} /></Link></li>
            {settings.blogUrl && (
              <li><a href={settings.blogUrl} target="_blank" rel="noopener noreferrer"><FormattedMessage {...m.blog} /></a></li>
            )}
            <li><Link to={PATHS.registerAgent}><FormattedMessage {...m.agent} /></Link></li>
          </ul>
        </section>
        <section>
          <h2><FormattedMessage {...m.services} /></h2>
          <ul>
            <li><Link to={PATHS.faq}><FormattedMessage {...m.faq} /></Link></li>
            <li><Link to={PATHS.howToOrder}><FormattedMessage {...m.howToOrder} /></Link></li>
            <li><Link to={PATHS.calculator}><FormattedMessage {...m.calculator} /></Link></li>
            <li><Link to={PATHS.lartas}><FormattedMessage {...m.lartas} /></Link></li>
            <li><Link to={PATHS.courses}><FormattedMessage {...m.courses} /></Link></li>
            <li><Link to={PATHS.promoNewCustomer}><FormattedMessage {...m.promoNew} /></Link></li>
          </ul>
        </section>
        {inJakarta ? (
          <section data-testid="footer-transactions">
            <h2><FormattedMessage {...m.transactions} /></h2>
            <ul>
              <li><Link to={PATHS.track}><FormattedMessage {...m.track} /></Link></li>
              <li><Link to={PATHS.tickets}><FormattedMessage {...m.refunds} /></Link></li>
            </ul>
          </section>
        ) : (
          <section data-testid="footer-partnership">
            <h2><FormattedMessage {...m.partnership} /></h2>
            <ul>
              <li>
                {settings.partnerUrl ? (
                  <a href={settings.partnerUrl} target="_blank" rel="noopener noreferrer"><FormattedMessage {...m.partner} /></a>
                ) : (
                  <Link to={PATHS.registerAgent}><FormattedMessage {...m.partner} /></Link>
                )}
              </li>
              <li><Link to={PATHS.track}><FormattedMessage {...m.track} /></Link></li>
              <li><Link to={PATHS.tickets}><FormattedMessage {...m.refunds} /></Link></li>
            </ul>
          </section>
        )}
        <section>
          <h2><FormattedMessage {...m.contact} /></h2>
          <div className="contact-buttons">
            <button type="button" className="btn btn-primary" onClick={() => contact('sales')}><FormattedMessage {...m.sales} /></button>
            <button type="button" className="btn btn-outline" onClick={() => contact('cs')}><FormattedMessage {...m.cs} /></button>
          </div>
          <p className="muted small"><FormattedMessage {...chatMessages.hours} /></p>
          <h2><FormattedMessage {...m.social} /></h2>
          <ul className="social-links">
            {settings.socialLinks.map((s) => (
              <li key={s.network}><a href={s.url} target="_blank" rel="noopener noreferrer">{SOCIAL_LABEL[s.network]}</a></li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container">
        <h2 className="visually-hidden"><FormattedMessage {...m.payments} /></h2>
        <PaymentBadges />
        <p className="muted small copyright"><FormattedMessage {...copyrightMessage} values={{ year: new Date().getFullYear() }} /></p>
      </div>
    </footer>
  );
});
