import type { Page } from 'puppeteer';

export interface FocusStop {
  element: string;
  /** Computed outline or box-shadow on the element (or, for a visually hidden input, on what draws it). */
  indicator: boolean;
  /** The element's top is below the fixed bar, it is part of the bar, or it is drawn above the bar. */
  clearOfBar: boolean;
}

/**
 * Describes where the focus is once no animation runs; null when it has left the page's content, or the element
 * `within` selects. Run in the page: the wait and the description cost one round trip.
 */
async function focusStop(navSelector: string, within: string | null): Promise<FocusStop | null> {
  const transitioning = () =>
    document.getAnimations().length > 0 || document.querySelector('.collapsing, .modal.fade:not(.show)') !== null;
  while (transitioning()) await new Promise((resolve) => requestAnimationFrame(resolve));
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (within !== null && document.querySelector(within)?.contains(active) !== true) return null;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.getAttribute('class') ?? ''} "${element.textContent.trim().slice(0, 40)}"`;
  const drawsRing = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  };
  // A radio or checkbox drawn as a card is visually hidden: its ring is drawn by the element next to it.
  const box = active.getBoundingClientRect();
  const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(active).opacity === '0';
  const candidates = hidden
    ? [active.nextElementSibling, active.parentElement, active.closest('label')].filter(
        (element): element is Element => element !== null,
      )
    : [active];
  const shown = candidates[0]?.getBoundingClientRect() ?? box;
  const bar = document.querySelector(navSelector);
  const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
  const inBar = bar?.contains(active) === true;
  const inDialog = active.closest('.modal') !== null;
  const topmost = document.elementFromPoint(shown.left + shown.width / 2, Math.max(shown.top + 1, 0));
  const onTop =
    topmost !== null && (active.contains(topmost) || topmost.contains(active) || candidates.includes(topmost));
  return {
    element: describe(active),
    indicator: candidates.some(drawsRing),
    clearOfBar: inBar || inDialog || shown.top >= barBottom - 0.5 || (onTop && bar?.contains(topmost) !== true),
  };
}

/**
 * Presses Tab until the focus leaves the page (or the element `within` selects) or comes back to where it
 * started, and describes each stop. The focus moves on the key going down; the key's release and the
 * description then travel together.
 */
export async function tabThrough(page: Page, navSelector: string, within?: string): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < 200; press += 1) {
    await page.keyboard.down('Tab');
    const [stop] = await Promise.all([page.evaluate(focusStop, navSelector, within ?? null), page.keyboard.up('Tab')]);
    if (stop === null || stop.element === stops[0]?.element) break;
    stops.push(stop);
  }
  return stops;
}
