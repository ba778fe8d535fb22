import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button, ButtonLink, buttonVariants } from './Button.js';

describe('Button', () => {
  it('is a button of type "button" unless told otherwise, so it never submits a form by surprise', async () => {
    const screen = await render(<Button>Save</Button>);
    await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('passes its ref and extra props through', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    const screen = await render(
      <Button ref={ref} data-testid="save" aria-describedby="x">
        Save
      </Button>,
    );
    await expect.element(screen.getByTestId('save')).toHaveAttribute('aria-describedby', 'x');
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('maps variants to classes', () => {
    expect(buttonVariants({ variant: 'danger', size: 'lg' })).toBe(
      'ui-button ui-button--danger ui-button--lg',
    );
    expect(buttonVariants()).toContain('ui-button--primary');
  });
});

describe('ButtonLink', () => {
  it('is a link, with button styling', async () => {
    const screen = await render(<ButtonLink href="/donate">Donate Now</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Donate Now' });
    await expect.element(link).toHaveAttribute('href', '/donate');
    await expect.element(link).toHaveClass('ui-button');
  });

  it('styles its child with asChild', async () => {
    const screen = await render(
      <ButtonLink asChild variant="outline">
        <a href="/intern">Internships</a>
      </ButtonLink>,
    );
    await expect.element(screen.getByRole('link', { name: 'Internships' })).toHaveClass('ui-button--outline');
  });
});
