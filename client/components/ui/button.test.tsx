import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';
import { Slot } from './slot';

describe('Button', () => {
  it('renders a button of type button with the variant and size classes, the caller winning a conflict', () => {
    const html = renderToStaticMarkup(
      <Button variant="outline" size="sm" className="h-12">
        Go
      </Button>,
    );
    expect(html).toMatch(/^<button class="[^"]*border-border[^"]*" type="button">Go<\/button>$/);
    expect(html).toContain('h-12');
    expect(html).not.toContain('h-9');
  });

  it('with asChild renders its child element instead, merging the classes and without a type', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline">
        <a href="/learn" className="mt-2">
          Learn
        </a>
      </Button>,
    );
    const classes = `${buttonVariants({ variant: 'outline' })} mt-2`.replaceAll('&', '&amp;');
    expect(html).toBe(`<a href="/learn" class="${classes}">Learn</a>`);
  });
});

describe('Slot', () => {
  it("runs the child's handler, then the slot's, and keeps the child's style over the slot's", () => {
    const calls: string[] = [];
    const element = Slot({
      onClick: () => calls.push('slot'),
      style: { color: 'red', margin: 0 },
      title: 'slot',
      children: <span onClick={() => calls.push('child')} style={{ color: 'blue' }} title="child" />,
    });
    const props = element.props as { onClick: () => void; style: object; title: string };
    props.onClick();
    expect(calls).toEqual(['child', 'slot']);
    expect(props.style).toEqual({ color: 'blue', margin: 0 });
    expect(props.title).toBe('child');
  });

  it('refuses anything but one element', () => {
    expect(() => Slot({ children: 'text' })).toThrow('exactly one element');
  });
});
