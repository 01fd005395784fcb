import type { HTTPRequest, Page } from 'puppeteer';

/** The scheduling page the build's default configuration names (src/config/siteConfig.ts). */
export const SCHEDULING_URL = 'https://calendly.com/example/consultation';

/** Calendly's hosts: its widget (assets.calendly.com) and the scheduling page it frames (calendly.com). */
export const isBookingHost = (address: string): boolean => /^https:\/\/([\w-]+\.)?calendly\.com\//.test(address);

/**
 * A stand-in for Calendly's widget: `initPopupWidget` shows a dialog naming the page it was given, which the
 * real widget would frame. Served in place of widget.js, so the page's CSP still decides whether it runs.
 */
const FAKE_WIDGET = `window.Calendly = {
  initPopupWidget: function (options) {
    var popup = document.createElement('div');
    popup.id = 'fake-calendly-popup';
    popup.setAttribute('role', 'dialog');
    popup.dataset.url = options.url;
    document.body.append(popup);
  }
};`;

/**
 * Intercepts the page's requests to Calendly's hosts and records them: `unreachable` fails each as an
 * unreachable host would, `widget` answers the widget's script and stylesheet with stand-ins. Everything
 * else goes on untouched. Set before the page's first navigation so no request escapes the record.
 */
export async function interceptBooking(page: Page, answer: 'unreachable' | 'widget'): Promise<string[]> {
  const asked: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const address = request.url();
    if (!isBookingHost(address)) {
      void request.continue();
      return;
    }
    asked.push(address);
    if (answer === 'unreachable') void request.abort('addressunreachable');
    else if (address.endsWith('/widget.js'))
      void request.respond({ status: 200, contentType: 'text/javascript', body: FAKE_WIDGET });
    else if (address.endsWith('/widget.css')) void request.respond({ status: 200, contentType: 'text/css', body: '' });
    else void request.abort('addressunreachable');
  });
  return asked;
}
