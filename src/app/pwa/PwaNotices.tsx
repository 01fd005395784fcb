import pwaEn from '../../i18n/locales/pwa/en';
import pwaFr from '../../i18n/locales/pwa/fr';
import { useCopySections } from '../../i18n/pageCopy';
import { OfflineIndicator } from './OfflineIndicator';
import { UpdatePrompt } from './UpdatePrompt';

export function PwaNotices() {
  useCopySections({ fr: pwaFr, en: pwaEn });
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
