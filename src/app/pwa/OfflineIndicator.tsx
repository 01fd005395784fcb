import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../hooks';
import { selectOnline } from './pwaSlice';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useAppSelector(selectOnline);
  return (
    <div className="offline-indicator-region" aria-live="polite">
      {!online && <p className="offline-indicator">{t('pwa.offline')}</p>}
    </div>
  );
}
