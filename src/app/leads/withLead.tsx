import { useEffect, type ComponentType } from 'react';
import type { LeadKind } from '../../lib/leads/kinds';
import { useAppStore } from '../hooks';
import { attachLead } from './attachLead';
import type { LeadForm } from './leadForm';
import { leadForms } from './leadForms';

/** A page whose lead joins the store once the page is on screen: the wizard, the contact form. */
export function withLead(Page: ComponentType, kind: LeadKind): ComponentType {
  return function PageWithLead() {
    const store = useAppStore();
    useEffect(() => {
      // Its page's chunk, which brings the form, is loaded already: this resolves at once.
      const load: () => Promise<LeadForm> = leadForms[kind];
      void load().then((form) => attachLead(store, form));
    }, [store]);
    return <Page />;
  };
}
