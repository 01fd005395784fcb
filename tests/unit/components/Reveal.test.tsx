import { act, render, screen } from '@testing-library/react';
import { Reveal } from '../../../src/components/Reveal';
import { enteredPrerenderedPage, leftPrerenderedPage } from '../../../src/lib/prerenderedPage';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A controllable IntersectionObserver: the test decides when the element enters the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting = true) {
    this.callback([{ isIntersecting }]);
  }
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }),
  });
}

function renderCard(step = 0) {
  render(
    <Reveal step={step}>
      <p>Carte</p>
    </Reveal>,
  );
  const wrapper = screen.getByText('Carte').parentElement;
  if (wrapper === null) throw new Error('Reveal rendered no wrapper');
  return wrapper;
}

// The classes are the behaviour here: `reveal--waiting` hides a card, `reveal--shown` animates it in.
describe('Reveal', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
    preferReducedMotion(false);
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('hides the card until it scrolls into view, then animates it in once', () => {
    const card = renderCard(2);
    expect(card).toHaveClass('reveal--step-2', 'reveal--waiting');
    const [observer] = FakeObserver.instances;
    expect(observer?.observed).toEqual([card]);

    act(() => observer?.enter(false));
    expect(card).toHaveClass('reveal--waiting');

    act(() => observer?.enter());
    expect(card).toHaveClass('reveal--shown');
    expect(card).not.toHaveClass('reveal--waiting');
    expect(observer?.disconnected).toBe(true);
  });

  describe('on a prerendered page', () => {
    beforeEach(() => {
      enteredPrerenderedPage();
    });
    afterEach(() => {
      leftPrerenderedPage();
    });

    it('leaves a card the observer first finds on screen as it was painted', () => {
      const card = renderCard();
      const [observer] = FakeObserver.instances;
      expect(card).not.toHaveClass('reveal--waiting');
      act(() => observer?.enter());
      expect(card).not.toHaveClass('reveal--waiting');
      expect(card).not.toHaveClass('reveal--shown');
      expect(observer?.disconnected).toBe(true);
    });

    it('hides a card the observer first finds below the screen, then animates it in once in view', () => {
      const card = renderCard(1);
      const [observer] = FakeObserver.instances;
      expect(card).not.toHaveClass('reveal--waiting');
      act(() => observer?.enter(false));
      expect(card).toHaveClass('reveal--waiting');
      act(() => observer?.enter());
      expect(card).toHaveClass('reveal--shown');
      expect(observer?.disconnected).toBe(true);
    });
  });

  it('never hides anything when the visitor prefers reduced motion', () => {
    preferReducedMotion(true);
    const card = renderCard();
    expect(card).not.toHaveClass('reveal--waiting');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('leaves the card visible where IntersectionObserver does not exist', () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const card = renderCard();
    expect(card).not.toHaveClass('reveal--waiting');
    expect(screen.getByText('Carte')).toBeVisible();
  });

  it('keeps the delay classes within the stylesheet’s steps', () => {
    expect(renderCard(42)).toHaveClass('reveal--step-7');
  });
});
