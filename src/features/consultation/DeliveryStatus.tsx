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
import type { DeliveryState } from './consultationSlice';

const icons: Record<DeliveryState, LucideIcon> = {
  idle: Clock,
  sending: LoaderCircle,
  queued: WifiOff,
  sent: CircleCheck,
  stored: CircleCheck,
  failed: CircleAlert,
  rejected: CircleX,
};

const tones: Record<DeliveryState, string> = {
  idle: 'pending',
  sending: 'pending',
  queued: 'pending',
  sent: 'success',
  stored: 'success',
  failed: 'danger',
  rejected: 'danger',
};

interface DeliveryStatusProps {
  delivery: DeliveryState;
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
  const Icon = icons[delivery];
  const failed = delivery === 'failed';
  const undelivered = failed || delivery === 'rejected';
  return (
    <div className={`delivery-status delivery-status--${tones[delivery]}`}>
      <div className="delivery-status__message" role="status" ref={messageRef} tabIndex={-1}>
        <Icon
          className={delivery === 'sending' ? 'delivery-status__icon is-spinning' : 'delivery-status__icon'}
          aria-hidden="true"
        />
        <p className="mb-0">
          <span className="delivery-status__label">{t('consultation.summary.status')}</span>
          <span className="delivery-status__text">{t(`consultation.delivery.${delivery}`)}</span>
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
