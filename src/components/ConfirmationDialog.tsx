import { useId, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { Bot } from 'lucide-react';
import type { Confirmations } from '../lib/webmcp/confirmations';

/**
 * Asks the visitor whether their agent may send what it prepared, every value labelled. Focus starts on Decline
 * (it does nothing); Escape declines, a click outside does nothing, Tab stays in.
 */
export function ConfirmationDialog({ confirmations }: { confirmations: Confirmations }) {
  const { t } = useTranslation();
  const { open, request } = useSyncExternalStore(confirmations.subscribe, confirmations.view, confirmations.view);
  const titleId = useId();
  const introId = useId();
  const decline = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const answer = (confirmed: boolean) => {
    confirmations.answer(confirmed);
  };

  return (
    <Modal
      show={open}
      onHide={() => {
        answer(false);
      }}
      onEntered={() => decline.current?.focus()}
      // Its two buttons are all Tab reaches: either way, Tab goes to the other (react-bootstrap's Modal only
      // pulls focus back once it has left, for the browser's own interface included).
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Tab') return;
        event.preventDefault();
        (document.activeElement === decline.current ? confirm : decline).current?.focus();
      }}
      centered
      scrollable
      backdrop="static"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="confirm-dialog"
    >
      {/* The dialog's frame and icon, its icon beside the title: set here rather than in main.css, which
          every visitor loads, since only a browser with WebMCP ever shows this dialog. */}
      <Modal.Header style={{ gap: '1rem' }}>
        <span className="confirm-dialog__icon" style={{ flex: 'none', margin: 0 }} aria-hidden="true">
          <Bot />
        </span>
        <Modal.Title as="h2" id={titleId} className="h5 mb-0">
          {t('agents.dialog.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
      </Modal.Body>
      <Modal.Footer>
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
      </Modal.Footer>
    </Modal>
  );
}
