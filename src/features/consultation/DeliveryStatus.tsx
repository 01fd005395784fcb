import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, WifiOff, type LucideIcon } from 'lucide-react';
import type { DeliveryState } from './consultationSlice';

const icons: Record<DeliveryState, LucideIcon> = {
  idle: Clock,
  sending: LoaderCircle,
  queued: WifiOff,
  sent: CircleCheck,
  stored: CircleCheck,
  failed: CircleAlert,
};

const tones: Record<DeliveryState, string> = {
  idle: 'pending',
  sending: 'pending',
  queued: 'pending',
  sent: 'success',
  stored: 'success',
  failed: 'danger',
};

/** Where the request stands, announced politely whenever it changes. */
export function DeliveryStatus({ delivery }: { delivery: DeliveryState }) {
  const { t } = useTranslation();
  const Icon = icons[delivery];
  return (
    <div className={`delivery-status delivery-status--${tones[delivery]}`} role="status">
      <Icon
        className={delivery === 'sending' ? 'delivery-status__icon is-spinning' : 'delivery-status__icon'}
        aria-hidden="true"
      />
      <p className="mb-0">
        <span className="delivery-status__label">{t('consultation.summary.status')}</span>
        <span className="delivery-status__text">{t(`consultation.delivery.${delivery}`)}</span>
      </p>
    </div>
  );
}
