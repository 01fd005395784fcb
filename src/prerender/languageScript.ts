import { preferredLanguage } from '../i18n/preferredLanguage';

/**
 * The one inline script of every prerendered page, run in `<head>` before anything is painted. The server
 * sends French unless the address says `?lng=en`; a visitor whose language comes from elsewhere (cookie,
 * storage, browser) is sent at once to the same address with `?lng=` set, hiding the page meanwhile, so
 * they never see the other language flash. When the address already names the language (a static host
 * that ignores `?lng=`), it stays: the app then renders in that language instead of hydrating, no loop.
 *
 * Allowed by its hash in the Content-Security-Policy, which the server computes from the built pages.
 */
export function languageScript(): string {
  return (
    `(()=>{const l=(${preferredLanguage.toString()})(),d=document.documentElement,u=new URL(location.href);` +
    `if(l!==d.lang&&u.searchParams.get("lng")!==l){d.style.display="none";u.searchParams.set("lng",l);` +
    `location.replace(u.href)}})()`
  );
}
