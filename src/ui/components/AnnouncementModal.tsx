/**
 * Announcement modal: once per state flag, close button, optional action ('Lanjut belanja' by
 * default). Its content is the operators' pop-up (docs/banners.md), offered by the home page once
 * the browser is idle: title, picture (its width and height reserved), text (as text, never HTML)
 * and the action, which leads to the pop-up's link when it has one. The Modal keeps the focus inside
 * and closes on Escape; every way of closing is remembered on the device.
 */
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ANNOUNCEMENT_VIEW_MODEL, type AnnouncementViewModel } from '../../application/shell/announcement-view-model';
import { isExternalLink } from '../../domain/featured';
import { useService } from '../app/container-context';
import { Modal } from './Modal';

export const announcementMessages = defineMessages({
  action: { id: 'announcement.action', defaultMessage: 'Lanjut belanja' },
  newTab: { id: 'announcement.newTab', defaultMessage: '(membuka tab baru)' },
});

export const AnnouncementModal = observer(function AnnouncementModal() {
  const vm = useService<AnnouncementViewModel>(ANNOUNCEMENT_VIEW_MODEL);
  const intl = useIntl();
  const navigate = useNavigate();
  const content = vm.content;
  if (vm.current === null || content === null) return null;
  const label = content.actionLabel ?? intl.formatMessage(announcementMessages.action);
  const link = content.link;
  return (
    <Modal open title={content.title} onClose={vm.dismiss}>
      <h2>{content.title}</h2>
      {content.picture && (
        <img className="announcement-picture" src={content.picture.url} alt="" width={content.picture.width} height={content.picture.height} />
      )}
      {content.body !== '' && <p className="announcement-body">{content.body}</p>}
      <div className="modal-actions" data-testid="announcement-actions">
        {link !== null && isExternalLink(link) ? (
          <a className="btn btn-primary" href={link} target="_blank" rel="noopener noreferrer" onClick={vm.dismiss}>
            {label}<span className="visually-hidden"> {intl.formatMessage(announcementMessages.newTab)}</span>
          </a>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              vm.dismiss();
              if (link !== null) void navigate(link);
            }}
          >
            {label}
          </button>
        )}
      </div>
    </Modal>
  );
});

export default AnnouncementModal;
