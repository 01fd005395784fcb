import 'i18next';
import type { Dictionary, PageCopy } from './locales/dictionary';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary & PageCopy };
  }
}
