import { createContext } from 'react';

/**
 * Opens the site's "coming soon" dialog, which the layout owns and provides (src/app/layout/Layout.tsx): a
 * feature asks for it without reaching into the app. Outside the layout (a test of one section) it does nothing.
 */
export const OpenSoonDialog = createContext<() => void>(() => undefined);
