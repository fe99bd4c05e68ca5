// The types of section-places.cjs (what the form and the server say alike about a new section's place).

export declare const SECTION_PLACE_MESSAGES: {
  readonly committee: string;
};
