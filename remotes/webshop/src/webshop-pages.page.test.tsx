import { getPocketBase, sessionStore } from '@tjas/auth';
import { renderSection } from '@tjas/federation/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The webshop against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

afterEach(() => vi.restoreAllMocks());

describe('the webshop', () => {
  it('puts a size in the cart, checked in the browser, and orders the cart after a confirmation: the stock goes down', async () => {
    await open('/webshop/fietsschaatskleding', 'lid');
    const form = await screen.findByRole('form', { name: 'Thermoshirt bestellen' });
    fireEvent.change(within(form).getByLabelText('Aantal'), { target: { value: '11' } });
    fireEvent.click(within(form).getByRole('button', { name: 'In winkelmandje' }));
    expect(await within(form).findByText('Bestel 1 tot 10 stuks.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Winkelmandje' })).toBeNull();

    const size = within(form).getByLabelText('Maat') as HTMLSelectElement;
    const inStock = [...size.options].find((option) => /\((\d+) op voorraad\)/.test(option.text))!;
    const stockBefore = Number(/\((\d+) op voorraad\)/.exec(inStock.text)![1]);
    fireEvent.change(size, { target: { value: inStock.value } });
    fireEvent.change(within(form).getByLabelText('Aantal'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'In winkelmandje' }));
    const cart = await screen.findByRole('region', { name: 'Winkelmandje' });
    expect(cart.textContent).toMatch(/1 artikel, samen €\s39,50/);

    // The site's own dialog asks first (never the browser's confirm()); cancelling orders nothing.
    const confirm = vi.spyOn(window, 'confirm');
    fireEvent.click(within(cart).getByRole('button', { name: 'Bestellen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bestelling plaatsen?' });
    expect(dialog.textContent).toMatch(/1 × Thermoshirt .*, samen €\s39,50\. Je betaalt later\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(cart).getByRole('button', { name: 'Bestellen' }));
    dialog = await screen.findByRole('dialog', { name: 'Bestelling plaatsen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestellen' }));
    expect(await screen.findByText('Besteld: 1 artikel voor € 39,50.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Winkelmandje' })).toBeNull();

    const pb = getPocketBase();
    const variant = await pb.collection('product_variants').getOne(inStock.value);
    expect(variant.stock).toBe(stockBefore - 1);
    const userId = sessionStore.getState().user?.id;
    const orders = await pb.collection('orders').getFullList({ filter: pb.filter('member = {:userId}', { userId }) });
    expect(orders.some((order) => order.variant === inStock.value)).toBe(true);
  });
});
