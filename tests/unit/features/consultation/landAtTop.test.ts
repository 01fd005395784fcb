import { landAtTop } from '../../../../src/features/consultation/landAtTop';

describe('landing the status at the top of the screen', () => {
  let status: HTMLElement;
  let landings: unknown[];

  beforeEach(() => {
    status = document.createElement('div');
    document.body.append(status);
    landings = [];
    status.scrollIntoView = (options) => landings.push(options);
  });

  afterEach(() => status.remove());

  it('lands at once, and again when a scroll still running ends, then no more', () => {
    landAtTop(status);
    expect(landings).toEqual([{ block: 'start', behavior: 'instant' }]);
    window.dispatchEvent(new Event('scrollend'));
    expect(landings).toHaveLength(2);
    window.dispatchEvent(new Event('scrollend'));
    expect(landings).toHaveLength(2);
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])(
    'leaves the page alone once the visitor moves (%s)',
    (move) => {
      landAtTop(status);
      window.dispatchEvent(new Event(move));
      window.dispatchEvent(new Event('scrollend'));
      expect(landings).toHaveLength(1);
    },
  );

  it('stops watching when told', () => {
    landAtTop(status)();
    window.dispatchEvent(new Event('scrollend'));
    expect(landings).toHaveLength(1);
  });
});
