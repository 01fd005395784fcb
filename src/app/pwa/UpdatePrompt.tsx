import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectUpdateAvailable, updateDeclined } from './pwaSlice';
import { applyUpdate } from './serviceWorker';

/** Offers the new version; declining keeps the current one running, with all its files still cached. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectUpdateAvailable);
  return (
    <div className="pwa-toast-region" aria-live="polite">
      {available && (
        <div className="pwa-toast">
          <p className="mb-0">{t('pwa.updateAvailable')}</p>
          <div className="pwa-toast__actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={applyUpdate}>
              {t('pwa.update')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => dispatch(updateDeclined())}
            >
              {t('pwa.later')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
