/** Product name and slug are configuration (VITE_PRODUCT_NAME / VITE_PRODUCT_SLUG at build time). */
export const PRODUCT_NAME: string = import.meta.env['VITE_PRODUCT_NAME'] ?? 'Tjas';
export const PRODUCT_SLUG: string = import.meta.env['VITE_PRODUCT_SLUG'] ?? 'tjas';
