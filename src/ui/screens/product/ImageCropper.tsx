/**
 * The crop step of the manual order's picture (a lazy chunk: loaded only when a file is chosen).
 * A square or free box over the picture, moved and resized with the mouse (drag the box, drag its
 * corner) or the keyboard (arrows move, shift+arrows resize; each change is announced); cut with a
 * canvas here in the browser and handed to onCrop with its rectangle in the picture's pixels.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  clampCrop, initialCrop, keyStep, MAX_UPLOAD_BYTES, moveCrop, outputSize, resizeCrop, toImagePixels,
  type CropRect, type CropShape, type Size,
} from '../../../domain/upload';

const m = defineMessages({
  title: { id: 'manualOrder.crop.title', defaultMessage: 'Potong gambar' },
  help: { id: 'manualOrder.crop.help', defaultMessage: 'Geser kotak dengan mouse atau tombol panah. Shift + panah mengubah ukurannya.' },
  box: { id: 'manualOrder.crop.box', defaultMessage: 'Area potongan' },
  shape: { id: 'manualOrder.crop.shape', defaultMessage: 'Bentuk' },
  square: { id: 'manualOrder.crop.square', defaultMessage: 'Persegi' },
  free: { id: 'manualOrder.crop.free', defaultMessage: 'Bebas' },
  confirm: { id: 'manualOrder.crop.confirm', defaultMessage: 'Potong dan unggah' },
  uploading: { id: 'manualOrder.crop.uploading', defaultMessage: 'Mengunggah…' },
  cancel: { id: 'manualOrder.crop.cancel', defaultMessage: 'Batal' },
  loadFailed: { id: 'manualOrder.crop.loadFailed', defaultMessage: 'Gambar tidak dapat dibuka. Pilih gambar lain.' },
  picture: { id: 'manualOrder.crop.picture', defaultMessage: 'Gambar yang dipilih' },
});

const position = defineMessage<{ x: number; y: number; width: number; height: number }>({
  id: 'manualOrder.crop.position', defaultMessage: 'Potongan {width} × {height} piksel, {x} dari kiri, {y} dari atas',
});

export interface ImageCropperProps {
  file: File;
  busy: boolean;
  /** The upload's problem, shown above the buttons (the page's localised text). */
  problem: ReactNode;
  onCancel: () => void;
  onCrop: (image: Blob, crop: CropRect) => void;
}

const OUTPUT_MAX_SIDE = 1600;

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => { canvas.toBlob(resolve, type, quality); });
}

/** The crop cut with a canvas: PNG for PNG and GIF (transparency), JPEG otherwise or when a PNG is too big. */
async function cut(img: HTMLImageElement, rect: CropRect, sourceType: string): Promise<Blob | null> {
  const out = outputSize(rect, OUTPUT_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(img, rect.x, rect.y, rect.width, rect.height, 0, 0, out.width, out.height);
  if (sourceType === 'image/png' || sourceType === 'image/gif') {
    const png = await toBlob(canvas, 'image/png');
    if (png && png.size <= MAX_UPLOAD_BYTES) return png;
  }
  return toBlob(canvas, 'image/jpeg', 0.9);
}

export default function ImageCropper({ file, busy, problem, onCancel, onCrop }: ImageCropperProps) {
  const intl = useIntl();
  const id = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  const [shape, setShape] = useState<CropShape>('square');
  const [rect, setRect] = useState<CropRect | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: CropRect } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    setSize(null);
    setRect(null);
    setBroken(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onLoad = () => {
    const img = imgRef.current;
    if (!img || img.naturalWidth === 0) { setBroken(true); return; }
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    setSize(natural);
    setRect(initialCrop(natural, shape));
  };

  const changeShape = (next: CropShape) => {
    setShape(next);
    if (size) setRect(next === 'square' ? initialCrop(size, 'square') : clampCrop(rect ?? initialCrop(size, 'free'), size, 'free'));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!size || !rect) return;
    const step = keyStep(size, e.ctrlKey || e.metaKey);
    const d: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const delta = d[e.key];
    if (!delta) return;
    e.preventDefault();
    setRect(e.shiftKey ? resizeCrop(rect, delta[0], delta[1], size, shape) : moveCrop(rect, delta[0], delta[1], size, shape));
  };

  const onPointerDown = (mode: 'move' | 'resize') => (e: PointerEvent<HTMLElement>) => {
    if (!rect) return;
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, start: rect };
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const img = imgRef.current;
    if (!d || !size || !img) return;
    const box = img.getBoundingClientRect();
    const delta = toImagePixels({ dx: e.clientX - d.x, dy: e.clientY - d.y }, { width: box.width, height: box.height }, size);
    setRect(d.mode === 'move' ? moveCrop(d.start, delta.dx, delta.dy, size, shape) : resizeCrop(d.start, delta.dx, delta.dy, size, shape));
  };
  const onPointerUp = () => { drag.current = null; };

  const confirm = async () => {
    const img = imgRef.current;
    if (!img || !rect) return;
    const blob = await cut(img, rect, file.type);
    if (blob) onCrop(blob, rect);
    else setBroken(true);
  };

  const pct = (n: number, of: number) => `${(n / of) * 100}%`;
  const announced = rect ? intl.formatMessage(position, { x: rect.x, y: rect.y, width: rect.width, height: rect.height }) : '';
  return (
    <section className="image-cropper card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5"><FormattedMessage {...m.title} /></h2>
      <p id={`${id}-help`} className="muted small"><FormattedMessage {...m.help} /></p>
      <fieldset className="field">
        <legend><FormattedMessage {...m.shape} /></legend>
        <label className="radio"><input type="radio" name={`${id}-shape`} checked={shape === 'square'} onChange={() => changeShape('square')} /> <FormattedMessage {...m.square} /></label>
        <label className="radio"><input type="radio" name={`${id}-shape`} checked={shape === 'free'} onChange={() => changeShape('free')} /> <FormattedMessage {...m.free} /></label>
      </fieldset>
      {broken && <p className="field-error" role="alert"><FormattedMessage {...m.loadFailed} /></p>}
      <div className="image-cropper-stage">
        {src && <img ref={imgRef} src={src} alt={intl.formatMessage(m.picture)} onLoad={onLoad} onError={() => setBroken(true)} draggable={false} />}
        {rect && size && (
          <div
            className="image-cropper-box"
            role="group"
            tabIndex={0}
            aria-label={intl.formatMessage(m.box)}
            aria-describedby={`${id}-help ${id}-live`}
            data-crop={`${rect.x},${rect.y},${rect.width},${rect.height}`}
            style={{ left: pct(rect.x, size.width), top: pct(rect.y, size.height), width: pct(rect.width, size.width), height: pct(rect.height, size.height) }}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown('move')}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            <span className="image-cropper-handle" aria-hidden="true" onPointerDown={onPointerDown('resize')} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} />
          </div>
        )}
      </div>
      <p id={`${id}-live`} className="small" aria-live="polite">{announced}</p>
      {problem}
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={busy || !rect} onClick={() => { void confirm(); }}>
          <FormattedMessage {...(busy ? m.uploading : m.confirm)} />
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onCancel}><FormattedMessage {...m.cancel} /></button>
      </div>
    </section>
  );
}
