/**
 * A vendor's script in the page (the card gateway's library, Google Identity Services, the Facebook
 * SDK): `<script id src async>` with the attributes the library reads, replacing an older tag of
 * the same id. Resolves once it loaded; rejects (and removes the tag) when it failed.
 */
export interface ScriptTag {
  id: string;
  src: string;
  /** data-* attributes the library reads (data-environment, data-client-key). */
  attributes?: Record<string, string>;
}

export function loadScriptTag(tag: ScriptTag): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error('no document'));
      return;
    }
    document.getElementById(tag.id)?.remove();
    const script = document.createElement('script');
    script.id = tag.id;
    script.src = tag.src;
    script.async = true;
    for (const [name, value] of Object.entries(tag.attributes ?? {})) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`could not load ${tag.src}`));
    }, { once: true });
    document.head.appendChild(script);
  });
}
