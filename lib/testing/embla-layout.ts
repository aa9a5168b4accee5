/**
 * jsdom lays nothing out; embla measures boxes. Every box becomes `width` px wide, slides (aria-roledescription
 * 'slide') sit side by side, and margins read as 0 instead of ''. Call in beforeAll of a carousel test.
 */
export function mockCarouselLayout(width = 300) {
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => width },
    offsetHeight: { configurable: true, get: () => 200 },
    offsetLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('aria-roledescription') === 'slide'
          ? Array.from(this.parentElement?.children ?? []).indexOf(this) * width
          : 0;
      },
    },
  });
  const computed = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((node, pseudo) => {
    const style = computed(node, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) => read(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  });
}
