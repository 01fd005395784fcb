import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import type { Confirmations } from '../lib/webmcp/confirmations';

/**
 * Asks the visitor whether their agent may send what it prepared, every value labelled. A native modal
 * `<dialog>`: the page behind is inert while it shows. Focus starts on Decline (it does nothing); Escape
 * declines, a click outside does nothing, Tab stays in.
 */
export function ConfirmationDialog({ confirmations }: { confirmations: Confirmations }) {
  const { t } = useTranslation();
  const { open, request } = useSyncExternalStore(confirmations.subscribe, confirmations.view, confirmations.view);
  const titleId = useId();
  const introId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const answer = (confirmed: boolean) => {
    confirmations.answer(confirmed);
  };

  useEffect(() => {
    const element = dialog.current;
    if (!open || element === null) return undefined;
    // Back where it was once answered, as a modal returns focus to what opened it.
    const before = document.activeElement;
    // Where showModal is missing (jsdom, a browser older than <dialog>) it still shows, without the inert page.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    decline.current?.focus();
    // Its two buttons are all Tab reaches: either way, Tab goes to the other (a modal dialog would otherwise let
    // focus leave for the browser's own interface). Escape declines, heard here too where no cancel event comes.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        confirmations.answer(false);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === decline.current ? confirm : decline).current?.focus();
      }
    };
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('keydown', onKey);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open, confirmations]);

  // Only in the page while it asks: a closed dialog leaves nothing behind.
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // Escape: the browser would close the dialog by itself; the visitor's answer closes it instead.
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <div className="confirm-dialog__header">
        <span className="confirm-dialog__icon" aria-hidden="true">
          <Bot />
        </span>
        <h2 id={titleId} className="h5 mb-0">
          {t('agents.dialog.title')}
        </h2>
      </div>
      <div className="confirm-dialog__body">
        <p id={introId}>{t('agents.dialog.intro', { action: request?.action ?? '' })}</p>
        <h3 className="h6">{t('agents.dialog.listLabel')}</h3>
        {/* The wizard's summary list: a long value (a message) keeps its line breaks. */}
        <dl className="summary-list">
          {request?.lines.map((line) => (
            <div key={line.label} className="summary-list__row">
              <dt>{line.label}</dt>
              <dd className="summary-list__text">{line.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="confirm-dialog__footer">
        <button
          ref={decline}
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            answer(false);
          }}
        >
          {t('agents.dialog.decline')}
        </button>
        <button
          ref={confirm}
          type="button"
          className="btn btn-primary"
          onClick={() => {
            answer(true);
          }}
        >
          {t('agents.dialog.confirm')}
        </button>
      </div>
    </dialog>
  );
}
