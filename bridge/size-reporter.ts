import type { SizeMessage } from './native-interface';

/**
 * Reports the page's size to the parent frame (product.md 1, contract.md 9: 500 ms debounce), so
 * an operator's page can size its iframe to the content and the patron never scrolls inside a
 * box. A report goes out once the size has stayed put for 500 ms; a size equal to the last one
 * reported is not sent again.
 */
export const SIZE_REPORT_DEBOUNCE_MS = 500;

export interface Size {
  width: number;
  height: number;
}

export interface SizeReporterPorts {
  /** The size now (the document's scroll size, in CSS pixels). */
  measure: () => Size;
  /** Calls `onChange` whenever the size may have changed; returns the unsubscribe. */
  observe: (onChange: () => void) => () => void;
  /** Sends the report (to an allowed parent only: bridge/parent-frame.ts). */
  post: (message: SizeMessage) => void;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Starts reporting, the first report 500 ms after start; returns the stop function. */
export function startSizeReporter(ports: SizeReporterPorts): () => void {
  const schedule = ports.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms));
  const cancel =
    ports.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let last: Size | null = null;
  let timer: unknown;
  const report = () => {
    timer = undefined;
    const size = ports.measure();
    const width = Math.ceil(size.width);
    const height = Math.ceil(size.height);
    if (last && last.width === width && last.height === height) return;
    last = { width, height };
    ports.post({ type: 'size', width, height });
  };
  const changed = () => {
    if (timer !== undefined) cancel(timer);
    timer = schedule(report, SIZE_REPORT_DEBOUNCE_MS);
  };
  const unobserve = ports.observe(changed);
  changed();
  return () => {
    unobserve();
    if (timer !== undefined) cancel(timer);
    timer = undefined;
  };
}

/**
 * The room a modal dialog needs beyond its own box: the browser's margin around a modal in the
 * top layer (`max-height: calc(100% - 2em - 6px)`), with some to spare.
 */
const MODAL_MARGIN = 48;

/**
 * The app's size: the height of its content, `#root` (QA 3 M1), and of the sandbox's QA panel
 * below it (`#qa-tools-root`, whose box holds all of it: QA 20, a frame sized without it hid the
 * panel's button in a scrolling box). Not the document's: that is at least the frame's own
 * height, so a host that sizes the frame from it could never shrink it, and with the panel it
 * grew on every report. In a frame `.app` drops its viewport minimum (src/theme/theme.css
 * `.in-frame`), so `#root` is as tall as what it shows. Observed with a ResizeObserver on `#root`,
 * the panel and the root element.
 *
 * An open modal dialog sits in the top layer, outside `#root`'s height, and the browser fits it
 * into the frame: a frame sized to the page behind it clipped the dialog, and the patron scrolled
 * inside a box to reach its buttons (QA 5). So the height is at least what the tallest open
 * dialog needs, and opening or closing one (its `open` attribute) reports again.
 */
export function documentSizePorts(
  doc: Document = document,
): Pick<SizeReporterPorts, 'measure' | 'observe'> {
  const content = () => doc.getElementById('root') ?? doc.body ?? doc.documentElement;
  const qaTools = () => doc.getElementById('qa-tools-root');
  const openDialogs = () => [...doc.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  return {
    measure: () => ({
      width: doc.documentElement.scrollWidth,
      height: Math.max(
        content().scrollHeight + (qaTools()?.offsetHeight ?? 0),
        ...openDialogs().map((dialog) => dialog.scrollHeight + MODAL_MARGIN),
      ),
    }),
    observe: (onChange) => {
      const observer = new ResizeObserver(onChange);
      observer.observe(doc.documentElement);
      observer.observe(content());
      const panel = qaTools();
      if (panel) observer.observe(panel);
      const dialogs = new MutationObserver(() => {
        for (const dialog of openDialogs()) observer.observe(dialog);
        onChange();
      });
      dialogs.observe(doc.documentElement, {
        subtree: true,
        attributes: true,
        attributeFilter: ['open'],
      });
      return () => {
        observer.disconnect();
        dialogs.disconnect();
      };
    },
  };
}
