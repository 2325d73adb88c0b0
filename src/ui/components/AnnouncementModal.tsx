/** Announcement modal: once per state flag, close button, optional action ('Lanjut belanja' by default). */
import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ANNOUNCEMENT_VIEW_MODEL, type AnnouncementViewModel } from '../../application/shell/announcement-view-model';
import { useService } from '../app/container-context';
import { Modal } from './Modal';

export const announcementMessages = defineMessages({
  title: { id: 'announcement.welcome.title', defaultMessage: 'Selamat datang di Titip' },
  body: {
    id: 'announcement.welcome.body',
    defaultMessage: 'Tempel link produk dari 1688, Taobao, Tmall atau toko luar negeri lain, dan lihat harga sampai di Indonesia: ongkir, bea masuk, PPN dan PPh sudah dihitung.',
  },
  action: { id: 'announcement.action', defaultMessage: 'Lanjut belanja' },
});

interface Props {
  title?: string;
  body?: string;
  actionLabel?: string;
  onAction?: () => void;
}

export const AnnouncementModal = observer(function AnnouncementModal({ title, body, actionLabel, onAction }: Props) {
  const vm = useService<AnnouncementViewModel>(ANNOUNCEMENT_VIEW_MODEL);
  const intl = useIntl();
  const heading = title ?? intl.formatMessage(announcementMessages.title);
  return (
    <Modal open={vm.current !== null} title={heading} onClose={vm.dismiss}>
      <h2>{heading}</h2>
      <p>{body ?? intl.formatMessage(announcementMessages.body)}</p>
      <div className="modal-actions" data-testid="announcement-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            vm.dismiss();
            onAction?.();
          }}
        >
          {actionLabel ?? <FormattedMessage {...announcementMessages.action} />}
        </button>
      </div>
    </Modal>
  );
});
