import 'i18next';
import type { SiteDictionary } from './locales/dictionary';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: SiteDictionary };
  }
}
