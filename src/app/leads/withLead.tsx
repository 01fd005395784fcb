import { useEffect, type ComponentType } from 'react';
import { useAppStore } from '../hooks';
import type { AppStore } from '../store';

/** A page whose lead joins the store once the page is on screen (`attachLead`): the wizard, the contact form. */
export function withLead(Page: ComponentType, attach: (store: AppStore) => unknown): ComponentType {
  return function PageWithLead() {
    const store = useAppStore();
    useEffect(() => {
      attach(store);
    }, [store]);
    return <Page />;
  };
}
