/** Injects a vendor's script once (async, as every vendor's snippet does), marked as an analytics script. */
export function injectScript(doc: Document, src: string, pixel: string): void {
  if (doc.querySelector(`script[data-analytics="${pixel}"]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analytics = pixel;
  doc.head.appendChild(script);
}

/** The page's absolute address (the pixels report the page, never the origin alone). */
export function pageUrl(win: Window, path: string): string {
  return new URL(path, win.location.origin).href;
}
