// The types of shop.cjs (the webshop's rules, checked by the hooks and the webshop's forms).

export declare const SHOP_LIMITS: {
  readonly name: { readonly min: number; readonly max: number };
  readonly description: { readonly max: number };
  readonly price: { readonly min: number; readonly max: number };
  readonly size: { readonly min: number; readonly max: number };
  readonly stock: { readonly min: number; readonly max: number };
};

export declare const CATEGORIES: readonly string[];

export declare const SHOP_MESSAGES: { readonly price: string; readonly stock: string };

export interface ProductFields {
  name?: string;
  description?: string;
  category?: string;
  /** Euro cents; NaN when it could not be read. */
  price?: number;
}

/** What is wrong with a product, by field, in Dutch; {} when nothing is. */
export declare function productErrors(
  product: ProductFields,
): Partial<Record<'name' | 'description' | 'category' | 'price', string>>;

/** What is wrong with one size of a product, by field, in Dutch; {} when nothing is. */
export declare function sizeErrors(variant: {
  size?: string;
  stock?: number;
}): Partial<Record<'size' | 'stock', string>>;

export declare const CART_LIMITS: {
  readonly lines: number;
  readonly quantity: { readonly min: number; readonly max: number };
};

export declare const CART_MESSAGES: {
  readonly empty: string;
  readonly lines: string;
  readonly shape: string;
  readonly twice: string;
  readonly quantity: string;
};

/** One line of a cart as the browser sends it: a size (product_variants id) and how many. */
export interface CartLine {
  variant: string;
  quantity: number;
}

/** What is wrong with the lines of a cart, as one Dutch sentence; '' when nothing is. */
export declare function cartProblem(lines: unknown): string;
