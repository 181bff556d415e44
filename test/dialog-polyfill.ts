/**
 * jsdom has `<dialog>` but none of its behaviour (no showModal, show or close). This gives the
 * parts our dialogs use, as browsers do them: showModal opens it, Escape while it is open fires
 * a cancelable `cancel` and then closes it, close() removes `open` and fires `close` in a later
 * task. Call it once per test file (it changes HTMLDialogElement.prototype; a real
 * implementation, should jsdom gain one, is left alone).
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open) return;
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    escapeListeners.set(this, onKeyDown);
    this.ownerDocument.addEventListener('keydown', onKeyDown);
  };

  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const onKeyDown = escapeListeners.get(this);
    if (onKeyDown) this.ownerDocument.removeEventListener('keydown', onKeyDown);
    escapeListeners.delete(this);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
