import { nativeBridge } from '../bridge/native';
import { installNativeCallbacks } from '../bridge/native-callbacks';
import { type NativeTarget, openExternalUrl, ready } from '../bridge/native-calls';
import type { InboundMessage } from '../bridge/native-interface';
import {
  allowedParentOrigin,
  type FrameEnvironment,
  listenToParent,
  postToParent,
} from '../bridge/parent-frame';
import { documentSizePorts, startSizeReporter } from '../bridge/size-reporter';
import { loadConfig } from './config';
import { applyColorMode, isColorMode } from './theme/color-mode';

/**
 * What the page does when something hosts it (issue 14; docs/embedding.md, docs/bridge.md).
 * Loaded by src/main.tsx after the first paint, and only inside a frame or the app's webview,
 * so a plain browser tab never loads it (decision 005: the first screen has no bytes to spare).
 *
 * - Inside a frame whose parent's origin is allowed: the page's size goes to the parent (500 ms
 *   debounce) and the parent's `theme` message switches the colour mode. A parent on any other
 *   origin gets nothing and is not listened to.
 * - Inside the app's webview: `window.NativeCallbacks` is there for a result the wrapper reports
 *   (product.md 4.5: a warning when nothing listens, never a TypeError in the wrapper), and links
 *   that open a new tab go through the native `openExternalUrl` (with its version-gated flag)
 *   instead of replacing the webview's page.
 * - Either way, `ready` tells the host the page listens (the native function, or the message).
 */
export interface EmbeddingEnvironment {
  window: Window;
  frame?: FrameEnvironment;
  allowedOrigins?: readonly string[];
}

export function startEmbedding(env: EmbeddingEnvironment = { window }): () => void {
  const win = env.window;
  const allowedOrigins = env.allowedOrigins ?? loadConfig().config.allowedParentOrigins;
  const target: NativeTarget = {
    allowedOrigins,
    environment: () => ({ window: win, frame: env.frame }),
  };
  const stops: Array<() => void> = [];
  if (nativeBridge(win)) {
    installNativeCallbacks(win);
    stops.push(routeExternalLinks(target, win.document));
  }
  if (allowedParentOrigin(allowedOrigins, env.frame)) {
    // The page as tall as its content, so the reported size can shrink (src/theme/theme.css).
    const rootClasses = win.document.documentElement.classList;
    rootClasses.add('in-frame');
    stops.push(
      () => rootClasses.remove('in-frame'),
      startSizeReporter({
        ...documentSizePorts(win.document),
        post: (message) => postToParent({ ...message }, allowedOrigins, env.frame),
      }),
      listenToParent(allowedOrigins, (message) => onHostMessage(message, win.document), env.frame),
    );
  }
  ready(target);
  return () => {
    for (const stop of stops) stop();
  };
}

/** A message from the allowed parent (docs/embedding.md); an unknown type is ignored. */
function onHostMessage(message: { type: string } & Record<string, unknown>, doc: Document) {
  const inbound = message as Partial<InboundMessage>;
  if (inbound.type === 'theme' && isColorMode(inbound.mode))
    applyColorMode(inbound.mode, doc.documentElement);
}

/**
 * In the webview a `target="_blank"` link (a policy's full text, say) would replace the app's
 * page or do nothing: the native side opens it instead (product.md 2.6).
 */
function routeExternalLinks(target: NativeTarget, doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[target="_blank"][href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (!/^https?:$/.test(link.protocol)) return;
    event.preventDefault();
    void openExternalUrl(target, link.href);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
