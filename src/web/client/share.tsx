/**
 * A shareable link for a board: the scenario text (setup, steps and answers) compressed with the
 * browser's own CompressionStream (raw DEFLATE) and written in the address as base64url
 * (`#board=…`). Opening the link replays that scenario: exactly that state.
 */
import { useEffect, useState } from "preact/hooks";
import type { Lang } from "../protocol.ts";
import { Modal } from "./dialogs.tsx";
import { words } from "./i18n.tsx";

/** The largest scenario a link opens (the server's limit for a scenario). */
const MAX_TEXT_BYTES = 1024 * 1024;
const PREFIX = "#board=";

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function collect(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error("the link's board is larger than a scenario may be");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The address that opens this scenario. */
export async function shareLink(yaml: string): Promise<string> {
  const input = new Blob([yaml]).stream();
  const packed = await collect(input.pipeThrough(new CompressionStream("deflate-raw")), Number.POSITIVE_INFINITY);
  return `${location.origin}${location.pathname}${PREFIX}${toBase64Url(packed)}`;
}

/** The scenario a `#board=…` address holds; null if the address holds none. Throws if it can't be read. */
export async function sharedBoard(hash: string): Promise<string | null> {
  if (!hash.startsWith(PREFIX)) return null;
  const bytes = fromBase64Url(hash.slice(PREFIX.length));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new TextDecoder("utf-8", { fatal: true }).decode(await collect(stream, MAX_TEXT_BYTES));
}

/** The link, selected for copying, and a "Copy link" button (the link is copied as the dialog opens where the browser allows it). */
export function ShareDialog({ link, lang, onClose }: { link: string; lang: Lang; onClose: () => void }) {
  const w = words(lang);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  useEffect(() => {
    copy();
  }, [link]);
  return (
    <Modal title={w.shareTitle} onClose={onClose} wide testId="share">
      <p class="help">{w.shareHelp(link.length)}</p>
      <input type="text" readOnly value={link} aria-label={w.shareTitle} data-testid="share-link" />
      <div class="button-row modal-actions">
        <button type="button" class="primary" onClick={copy}>
          {w.copyLink}
        </button>
        {copied !== null && <span role="status">{copied ? w.copied : w.copyFailed}</span>}
        <button type="button" onClick={onClose}>
          {w.close}
        </button>
      </div>
    </Modal>
  );
}
