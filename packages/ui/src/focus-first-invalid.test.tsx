import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid.ts';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid control in page order, a group’s first control for a fieldset', () => {
    const { container } = render(
      <form>
        <input aria-label="Goed" />
        <fieldset aria-invalid="true">
          <legend>Vegetarisch?</legend>
          <input type="radio" name="v" aria-label="Ja" />
          <input type="radio" name="v" aria-label="Nee" />
        </fieldset>
        <textarea aria-label="Opmerking" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalid(container.querySelector('form'))).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Ja');
  });

  it('focuses an invalid control itself, and does nothing without one', () => {
    const { container } = render(
      <form>
        <select aria-label="Maat" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalid(container.querySelector('form'))).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Maat');
    expect(focusFirstInvalid(null)).toBe(false);
    expect(focusFirstInvalid(document.createElement('div'))).toBe(false);
  });
});
