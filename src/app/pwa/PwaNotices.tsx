import pwaEn from '../../i18n/locales/pwa/en';
import pwaFr from '../../i18n/locales/pwa/fr';
import { useCopySections } from '../../i18n/pageCopy';
import { OfflineIndicator } from './OfflineIndicator';
import { UpdatePrompt } from './UpdatePrompt';

/** The offline notice and the update offer: a chunk of their own, loaded with the page (src/app/layout/Layout.tsx). */
export function PwaNotices() {
  useCopySections({ fr: pwaFr, en: pwaEn });
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
