import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  Mail,
  RotateCw,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { deliveryOutcome, type DeliveryOutcome, type DeliveryStatus as Status } from '../../lib/leads/delivery';

type Text = 'idle' | 'sending' | 'queued' | 'sent' | 'stored' | 'failed' | 'rejected';
interface Look {
  icon: LucideIcon;
  tone: 'pending' | 'success' | 'danger';
  text: Text;
}

const idle: Look = { icon: Clock, tone: 'pending', text: 'idle' };
const sending: Look = { icon: LoaderCircle, tone: 'pending', text: 'sending' };
const outcomeLooks: Readonly<Record<DeliveryOutcome, Look>> = {
  queued: { icon: WifiOff, tone: 'pending', text: 'queued' },
  sent: { icon: CircleCheck, tone: 'success', text: 'sent' },
  stored: { icon: CircleCheck, tone: 'success', text: 'stored' },
  failed: { icon: CircleAlert, tone: 'danger', text: 'failed' },
  rejected: { icon: CircleX, tone: 'danger', text: 'rejected' },
  off: { icon: CircleX, tone: 'danger', text: 'rejected' },
};

function lookOf(status: Status): Look {
  const outcome = deliveryOutcome(status);
  if (outcome === undefined) return status === 'sending' ? sending : idle;
  return outcomeLooks[outcome];
}

interface DeliveryStatusProps {
  delivery: Status;
  fallbackEmailHref: string;
  /** The status message, which takes focus when the visitor is sent to it (Submit, Retry). */
  messageRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}

/**
 * Where the request stands, announced politely whenever it changes. After a failure that may pass, Retry
 * and e-mail; after a final refusal, e-mail only.
 */
export function DeliveryStatus({ delivery, fallbackEmailHref, messageRef, onRetry }: DeliveryStatusProps) {
  const { t } = useTranslation();
  const { icon: Icon, tone, text } = lookOf(delivery);
  const failed = delivery === 'failed';
  const undelivered = tone === 'danger';
  return (
    <div className={`delivery-status delivery-status--${tone}`}>
      <div className="delivery-status__message" role="status" ref={messageRef} tabIndex={-1}>
        <Icon
          className={delivery === 'sending' ? 'delivery-status__icon is-spinning' : 'delivery-status__icon'}
          aria-hidden="true"
        />
        <p className="mb-0">
          <span className="delivery-status__label">{t('consultation.summary.status')}</span>
          <span className="delivery-status__text">{t(`consultation.delivery.${text}`)}</span>
          {undelivered && (
            <span className="delivery-status__hint">
              {t(failed ? 'consultation.fallback.hint' : 'consultation.fallback.finalHint')}
            </span>
          )}
        </p>
      </div>
      {undelivered && (
        <div className="delivery-status__actions">
          {failed && (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                // The button leaves with the failure: focus stays on the status that replaces it.
                messageRef.current?.focus();
                onRetry();
              }}
            >
              <RotateCw aria-hidden="true" />
              {t('consultation.fallback.retry')}
            </button>
          )}
          <a className={failed ? 'btn btn-outline-danger' : 'btn btn-danger'} href={fallbackEmailHref}>
            <Mail aria-hidden="true" />
            {t('consultation.fallback.email')}
          </a>
        </div>
      )}
    </div>
  );
}
