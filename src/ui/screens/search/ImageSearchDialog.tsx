/**
 * Image search dialog: pick a png/gif/jpeg (type and size checked before upload), drag a
 * rectangle on the canvas to crop (optional), search. The results page gets the uploaded
 * image URLs in its query (?image_url=...), so reload and back/forward keep the search.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { SearchFlag } from '../../../domain/url';
import {
  ACCEPTED_IMAGE_TYPES, IMAGE_SEARCH_VIEW_MODEL, MAX_IMAGE_BYTES, normalizeCrop, type CropRect, type ImageSearchViewModel,
} from '../../../application/search/image-search-view-model';
import { searchModule } from '../../../application/search/search.module';
import { useViewModel } from '../../app/container-context';
import { Modal } from '../../components/Modal';
import '../../styles/search.css';

const m = defineMessages({
  title: { id: 'imageSearch.title', defaultMessage: 'Cari dengan gambar' },
  pick: { id: 'imageSearch.pick', defaultMessage: 'Pilih gambar' },
  cropHint: { id: 'imageSearch.cropHint', defaultMessage: 'Tarik kotak pada gambar untuk memotong bagian produk (opsional).' },
  search: { id: 'imageSearch.search', defaultMessage: 'Cari produk' },
  skip: { id: 'imageSearch.skip', defaultMessage: 'Lewati potong' },
  other: { id: 'imageSearch.other', defaultMessage: 'Ganti gambar' },
  uploading: { id: 'imageSearch.uploading', defaultMessage: 'Memproses gambar...' },
  errorType: { id: 'imageSearch.error.type', defaultMessage: 'Format gambar tidak didukung. Gunakan PNG, GIF atau JPEG.' },
  errorUpload: { id: 'imageSearch.error.upload', defaultMessage: 'Tidak dapat memproses gambar.' },
  canvas: { id: 'imageSearch.canvas', defaultMessage: 'Gambar yang akan dicari' },
});
const mv = {
  hint: defineMessage<{ mb: number }>({ id: 'imageSearch.hint', defaultMessage: 'Format PNG, GIF atau JPEG, maksimal {mb} MB.' }),
  errorSize: defineMessage<{ mb: number }>({ id: 'imageSearch.error.size', defaultMessage: 'Ukuran gambar terlalu besar (maksimal {mb} MB).' }),
};

const MAX_W = 480;
const MAX_H = 360;
const MB = MAX_IMAGE_BYTES / (1024 * 1024);

interface CropperProps {
  file: Blob;
  onReady: (image: HTMLImageElement, scale: number) => void;
  onCrop: (rect: CropRect | null) => void;
  label: string;
}

/** The picked image on a canvas with a drag-to-crop rectangle (canvas pixels). */
function Cropper({ file, onReady, onCrop, label }: CropperProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const dragRef = useRef<{ x: number; y: number } | null>(null);
  const [rect, setRect] = useState<CropRect | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      const scale = Math.min(1, MAX_W / image.naturalWidth, MAX_H / image.naturalHeight);
      const canvas = canvasRef.current;
      if (!canvas) return;
      canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
      imageRef.current = image;
      onReady(image, scale);
      setRect(null);
    };
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, onReady]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const image = imageRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !image || !ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    if (rect) {
      ctx.fillStyle = 'rgba(0,0,0,0.45)';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(image, rect.x / canvas.width * image.naturalWidth, rect.y / canvas.height * image.naturalHeight,
        rect.width / canvas.width * image.naturalWidth, rect.height / canvas.height * image.naturalHeight, rect.x, rect.y, rect.width, rect.height);
      ctx.strokeStyle = '#ff6a00';
      ctx.lineWidth = 2;
      ctx.strokeRect(rect.x, rect.y, rect.width, rect.height);
    }
  });

  const point = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const sx = e.currentTarget.width / (box.width || 1);
    const sy = e.currentTarget.height / (box.height || 1);
    return { x: (e.clientX - box.left) * sx, y: (e.clientY - box.top) * sy };
  };
  const update = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const start = dragRef.current;
    if (!start) return;
    const p = point(e);
    const next = normalizeCrop(start.x, start.y, p.x, p.y, e.currentTarget.width, e.currentTarget.height);
    setRect(next);
    onCrop(next);
  };
  return (
    <canvas
      ref={canvasRef}
      className="crop-canvas"
      role="img"
      aria-label={label}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        dragRef.current = point(e);
      }}
      onPointerMove={update}
      onPointerUp={(e) => {
        update(e);
        dragRef.current = null;
      }}
    />
  );
}

/** Cuts the crop rectangle (canvas pixels) out of the original image as a PNG. */
function cropToBlob(image: HTMLImageElement, scale: number, rect: CropRect): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(rect.width / scale));
  canvas.height = Math.max(1, Math.round(rect.height / scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.drawImage(image, rect.x / scale, rect.y / scale, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

interface Props {
  flag: SearchFlag;
  onClose: () => void;
}

export const ImageSearchDialog = observer(function ImageSearchDialog({ flag, onClose }: Props) {
  const vm = useViewModel<ImageSearchViewModel>(IMAGE_SEARCH_VIEW_MODEL, searchModule);
  const intl = useIntl();
  const navigate = useNavigate();
  const imageRef = useRef<{ image: HTMLImageElement; scale: number } | null>(null);
  const cropRef = useRef<CropRect | null>(null);
  const [onReady] = useState(() => (image: HTMLImageElement, scale: number) => {
    imageRef.current = { image, scale };
    cropRef.current = null;
  });
  useEffect(() => vm.setFlag(flag), [vm, flag]);

  const go = async (crop: boolean) => {
    const loaded = imageRef.current;
    const rect = cropRef.current;
    const blob = crop && loaded && rect ? await cropToBlob(loaded.image, loaded.scale, rect) : null;
    const to = await vm.submit(blob);
    if (to) {
      onClose();
      void navigate(to);
    }
  };

  return (
    <Modal open title={intl.formatMessage(m.title)} onClose={onClose}>
      <form className="image-search" data-testid="image-search-dialog" onSubmit={(e) => { e.preventDefault(); void go(true); }}>
        <h2 className="h4"><FormattedMessage {...m.title} /></h2>
        <div className="field">
          <label htmlFor="image-search-file" className="btn btn-outline"><FormattedMessage {...(vm.file ? m.other : m.pick)} /></label>
          <input
            id="image-search-file"
            className="visually-hidden"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            data-testid="image-search-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) vm.choose(file);
              e.target.value = '';
            }}
          />
          <p className="muted small"><FormattedMessage {...mv.hint} values={{ mb: MB }} /></p>
        </div>
        {vm.error && (
          <p className="form-error" role="alert">
            {vm.error === 'type' && <FormattedMessage {...m.errorType} />}
            {vm.error === 'size' && <FormattedMessage {...mv.errorSize} values={{ mb: MB }} />}
            {vm.error === 'upload' && <FormattedMessage {...m.errorUpload} />}
          </p>
        )}
        {vm.file && (
          <>
            <p className="muted small"><FormattedMessage {...m.cropHint} /></p>
            <Cropper file={vm.file} onReady={onReady} onCrop={(rect) => { cropRef.current = rect; }} label={intl.formatMessage(m.canvas)} />
            {vm.step === 'uploading' && <p className="muted small" role="status"><FormattedMessage {...m.uploading} /></p>}
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={vm.step === 'uploading'}>
                <FormattedMessage {...m.search} />
              </button>{' '}
              <button type="button" className="btn btn-outline" disabled={vm.step === 'uploading'} onClick={() => void go(false)}>
                <FormattedMessage {...m.skip} />
              </button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
});

export default ImageSearchDialog;
