import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf, Person } from './avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word, skipping the small words between', () => {
    expect(initialsOf('Lotte de Lid')).toBe('LL');
    expect(initialsOf('Bram van der Berg')).toBe('BB');
    expect(initialsOf('  ijsbrand  ')).toBe('I');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the photo when there is one, without a text of its own (the name stands beside it)', () => {
    const { container } = render(<Avatar name="Lotte de Lid" src="/api/files/users/u1/foto.jpg?thumb=96x96" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/files/users/u1/foto.jpg?thumb=96x96');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('32');
  });

  it('shows the initials without a photo, hidden from screen readers, at the size asked', () => {
    const { container } = render(<Avatar name="Lotte de Lid" size={48} />);
    const initials = container.querySelector('[data-initials]') as HTMLElement;
    expect(initials.getAttribute('data-initials')).toBe('LL');
    expect(initials.textContent).toBe('');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(initials.style.width).toBe('48px');
  });
});

describe('Person', () => {
  it('writes the name beside the face, once: the initials are not text', () => {
    render(
      <ul>
        <li>
          <Person name="Bram van der Berg" />
        </li>
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Bram van der Berg');
    expect(screen.getByText('Bram van der Berg')).toBeTruthy();
  });
});
