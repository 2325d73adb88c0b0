/**
 * The avatar of /settings: the current picture, 'Pilih gambar' (png, jpeg or gif up to 2 MB,
 * checked before anything else), a square crop drawn on a canvas (zoom and two pan sliders,
 * usable by keyboard) and 'Simpan foto', which sends the cropped square as a PNG of AVATAR_SIZE
 * pixels (POST customer/avatar/upload). 'Avatar successfully updated' / 'Unable to update your
 * avatar at this time' (the server's message when it sent one).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { SettingsViewModel } from '../../../application/account/settings-view-model';
import { serverMessage } from '../../../application/session/server-message';
import { AVATAR_SIZE, AVATAR_TYPES, squareCrop } from '../../../domain/account';
import { profileMessages as m } from './profile-messages';

interface Crop { zoom: number; panX: number; panY: number }
const CENTRED: Crop = { zoom: 1, panX: 0, panY: 0 };

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, size: number): void {
  canvas.width = size;
  canvas.height = size;
  const c = squareCrop(image.naturalWidth, image.naturalHeight, crop.zoom, crop.panX, crop.panY);
  canvas.getContext('2d')?.drawImage(image, c.x, c.y, c.side, c.side, 0, 0, size, size);
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export const AvatarEditor = observer(function AvatarEditor({ vm }: { vm: SettingsViewModel }) {
  const intl = useIntl();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [crop, setCrop] = useState<Crop>(CENTRED);
  const preview = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, crop, 200);
  }, [image, crop]);
  useEffect(() => () => {
    if (image) URL.revokeObjectURL(image.src);
  }, [image]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImage(null);
    setUnreadable(false);
    if (!file || !vm.chooseAvatar(file)) return;
    const img = new Image();
    img.onload = () => {
      setCrop(CENTRED);
      setImage(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(img.src);
      setUnreadable(true);
    };
    img.src = URL.createObjectURL(file);
  };

  const save = async () => {
    if (!image) return;
    const canvas = document.createElement('canvas');
    draw(canvas, image, crop, AVATAR_SIZE);
    const blob = await toPng(canvas);
    if (blob && await vm.uploadAvatar(blob, 'avatar.png')) {
      setImage(null);
      if (input.current) input.current.value = '';
    }
  };

  const cancel = () => {
    setImage(null);
    if (input.current) input.current.value = '';
  };

  const slider = (key: keyof Crop, label: MessageDescriptor, min: number, max: number) => (
    <label>
      <FormattedMessage {...label} />
      <input type="range" min={min} max={max} step={0.05} value={crop[key]} onChange={(e) => setCrop({ ...crop, [key]: Number(e.target.value) })} />
    </label>
  );
  const current = vm.profile?.avatar ?? null;
  const failure = vm.avatar.error !== null ? serverMessage(vm.avatar.error) : null;

  return (
    <div className="acct-card" data-testid="avatar-card">
      <h2><FormattedMessage {...m.avatarTitle} /></h2>
      <div className="profile-avatar">
        {current
          ? <img src={current} alt={intl.formatMessage(m.avatarAlt)} data-testid="avatar-current" />
          : <span className="profile-avatar-empty" role="img" aria-label={intl.formatMessage(m.avatarNone)} />}
        <div className="field">
          <label htmlFor="avatar-file"><FormattedMessage {...m.avatarChoose} /></label>
          <input id="avatar-file" ref={input} type="file" accept={AVATAR_TYPES.join(',')} onChange={choose} aria-describedby="avatar-hint" />
          <p id="avatar-hint" className="muted small"><FormattedMessage {...m.avatarHint} /></p>
        </div>
      </div>
      {vm.avatarProblem && <p className="field-error" role="alert" data-testid="avatar-problem"><FormattedMessage {...(vm.avatarProblem === 'type' ? m.avatarType : m.avatarSize)} /></p>}
      {unreadable && <p className="field-error" role="alert"><FormattedMessage {...m.avatarUnreadable} /></p>}
      {image && (
        <div className="profile-crop" data-testid="avatar-crop">
          <canvas ref={preview} role="img" aria-label={intl.formatMessage(m.cropPreview)} />
          <div className="acct-card" style={{ border: 'none', padding: 0 }}>
            <strong><FormattedMessage {...m.cropTitle} /></strong>
            {slider('zoom', m.zoom, 1, 4)}
            {slider('panX', m.panX, -1, 1)}
            {slider('panY', m.panY, -1, 1)}
            <div className="profile-actions">
              <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={vm.avatar.busy}>
                <FormattedMessage {...(vm.avatar.busy ? m.saving : m.avatarSave)} />
              </button>
              <button type="button" className="btn btn-outline" onClick={cancel}><FormattedMessage {...m.avatarCancel} /></button>
            </div>
          </div>
        </div>
      )}
      {vm.avatar.done && <p className="account-notice" role="status" data-testid="avatar-ok"><FormattedMessage {...m.avatarOk} /></p>}
      {vm.avatar.error !== null && (
        <p className="form-error" role="alert" data-testid="avatar-failed">{failure ?? <FormattedMessage {...m.avatarFailed} />}</p>
      )}
    </div>
  );
});
