/**
 * Copies a text to the clipboard (the payment's VA number, bill key ...): the async Clipboard API,
 * else the old `execCommand('copy')` on a hidden field (pages served over plain http). false when
 * neither is available or the browser refused; the screen then says 'Copy to clipboard not supported'.
 */
export interface ClipboardEnv {
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  document?: Document | undefined;
}

const defaultEnv = (): ClipboardEnv => ({
  clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
  document: typeof document === 'undefined' ? undefined : document,
});

export async function copyText(text: string, env: ClipboardEnv = defaultEnv()): Promise<boolean> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // refused (no focus, no permission): try the old way
    }
  }
  const doc = env.document;
  if (!doc || typeof doc.execCommand !== 'function') return false;
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  doc.body.appendChild(field);
  try {
    field.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
