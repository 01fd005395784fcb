import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import pwaEn from '../../i18n/locales/pwa/en';
import pwaFr from '../../i18n/locales/pwa/fr';
import { useCopySections } from '../../i18n/pageCopy';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectInstallAvailable } from './pwaSlice';
import { promptInstall } from './workerRegistration';
import { noSubscription } from '../../lib/noSubscription';

// jsdom and some embedded browsers have no matchMedia.
const isStandalone = () => 'matchMedia' in window && window.matchMedia('(display-mode: standalone)').matches;

/** Browsers that never offer an install prompt (Safari, Firefox) get brief instructions instead. */
function useInstallHintNeeded(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => !('onbeforeinstallprompt' in window) && !isStandalone(),
    () => false,
  );
}

export function InstallOffer() {
  useCopySections({ fr: pwaFr, en: pwaEn });
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectInstallAvailable);
  const hintNeeded = useInstallHintNeeded();
  if (available) {
    return (
      <button type="button" className="btn btn-outline-light btn-sm" onClick={() => void promptInstall(dispatch)}>
        {t('pwa.install')}
      </button>
    );
  }
  return hintNeeded ? <p className="install-hint small mb-0">{t('pwa.installHint')}</p> : null;
}
