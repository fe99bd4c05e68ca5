/// <reference path="../../pb_data/types.d.ts" />
// A committee's stable key (what the permission table names) for a committee that has none yet:
// the usual key of the demo committees' names, else one made from the name.

const KNOWN = {
  bestuur: 'bestuur',
  'ict-commissie': 'ict',
  activiteitencommissie: 'activiteiten',
  sportcommissie: 'sport',
  mediacommissie: 'media',
  'pr-commissie': 'pr',
  redactie: 'redactie',
  kledingcommissie: 'kleding',
  acquisitiecommissie: 'acquisitie',
};

/** The key for `name`, not one of `isTaken(key)`: `sport`, else `sport-2`, ... */
function keyFor(name, isTaken) {
  const plain = String(name || '')
    .trim()
    .toLowerCase();
  const base =
    (Object.prototype.hasOwnProperty.call(KNOWN, plain) ? KNOWN[plain] : '') ||
    plain
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) ||
    'commissie';
  let key = base;
  for (let n = 2; isTaken(key); n++) key = `${base}-${n}`;
  return key;
}

module.exports = { keyFor };
