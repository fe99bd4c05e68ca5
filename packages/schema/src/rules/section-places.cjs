// A new section's place (/secties, POST /api/tjas/secties): what the admin's form and the server
// say alike. Taken names and paths only the server knows, so those stay in its hooks
// (pb_hooks/lib/section-places.js).

const SECTION_PLACE_MESSAGES = Object.freeze({
  committee: 'Kies de commissie die de sectie uitbrengt.',
});

module.exports = { SECTION_PLACE_MESSAGES };
