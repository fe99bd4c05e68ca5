import { describe, expect, it } from 'vitest';
import { loadHook, type HookWorld } from './load-hook.ts';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';
import { requestBy, sectionGlobals, type HttpAnswer, type RequestStandIn } from './section-stand-ins.ts';

// The steps of a section release (pb_hooks/lib/section-releases.js) without a server: who may
// release, where a section goes, which origin it may come from, the upload's form, the bundle
// checks against the shell the site serves, and the check of another origin. Releases through
// the real routes, with their transactions and files, are in tests/integration/section-releases.test.ts.

interface Place {
  label?: unknown;
  prefix?: unknown;
  order?: unknown;
}
interface Refusal {
  status?: number;
  refusal?: string[];
}
interface Releases {
  asText(value: unknown): string;
  checkRelease(name: string, meta: { version: unknown }, files: { path: string; bytes: Buffer }[]): string[];
  currentPlace(record: RecordStandIn): Place;
  placeOf(body: unknown): Place;
  placeProblems(app: RequestStandIn['app'], name: string, place: Place): string[];
  recordedPlace(record: RecordStandIn): unknown;
  releasePlace(
    e: RequestStandIn,
    name: string,
    meta: Place,
    current: RecordStandIn | null,
  ): { place?: Place; asked?: Place | null; problems?: string[] };
  originOf(value: unknown): { value?: string; problem?: string };
  originProblem(
    app: RequestStandIn['app'],
    origin: string,
    name: string,
    version: string,
    copyOf: (path: string) => string,
  ): string;
  readUpload(e: RequestStandIn): { problems: string[]; files: { path: string; bytes: Buffer }[] };
  refuse(e: RequestStandIn, status: number, problems: string[]): unknown;
  releaser(
    e: RequestStandIn,
    name: string,
    options?: { adminOnly?: string },
  ): Refusal & { member?: string; name?: string };
  sameState(record: RecordStandIn, state: Record<string, unknown>): boolean;
  storedProblems(app: unknown, name: string, version: string, folder?: string): string[];
  unreviewed(required: boolean, release: RecordStandIn): string;
  waitingFor(
    e: RequestStandIn,
    name: string,
    options?: { submissionRequired?: boolean },
  ): Refusal & { record?: RecordStandIn };
  versionsKept(): number;
}

const SITE = '/site';
const HOST = { contractVersions: [2], shared: { react: '18.3.1' } };
const ACCESS = {
  readAccess: () => ({
    permissions: { releaseNews: 'rule-news' },
    sectionReleases: { 'club-news': 'releaseNews' },
    admin: 'rule-admin',
  }),
  permissionCommittees: (permission: string) => (permission === 'releaseNews' ? ['redactie', 'bestuur'] : []),
};

function releases(
  options: Parameters<typeof sectionGlobals>[0] & { modules?: HookWorld['modules'] } = {},
): Releases & { requests: ReturnType<typeof sectionGlobals>['requests'] } {
  const { globals, requests } = sectionGlobals({
    ...options,
    env: { TJAS_SITE_DIR: SITE, ...options.env },
    files: {
      [`${SITE}/section-host.json`]: JSON.stringify(HOST),
      [`${SITE}/shell-pages.json`]: JSON.stringify(['/', '/zoeken', '/account/mijn-account', '/account/x']),
      ...options.files,
    },
  });
  const module = loadHook<Releases>('lib/section-releases.js', {
    globals,
    modules: { 'lib/access.js': ACCESS, ...options.modules },
  });
  return Object.assign(module, { requests });
}
const plain = releases();

const section = (fields: Record<string, unknown> = {}) =>
  recordStandIn({ name: 'club-news', label: 'Nieuws', prefix: '/nieuws', order: 3, version: '1.0.0', ...fields });

describe('releaser', () => {
  it('records the maintainer by address and a member by name', () => {
    expect(plain.releaser(requestBy('maintainer'), 'club-news')).toEqual({
      member: '',
      name: 'Beheer (beheer@tjas.example)',
    });
    const member = requestBy('member', { allowed: (rule) => rule === 'rule-news' });
    expect(plain.releaser(member, 'club-news')).toEqual({ member: 'member1', name: 'Anna' });
  });

  it('asks whoever is not logged in as a member to log in', () => {
    expect(plain.releaser(requestBy('nobody'), 'club-news')).toEqual({
      status: 401,
      refusal: ['Log in met je eigen account om een sectie uit te brengen.'],
    });
  });

  it('names the committees that may release a section, by their names', () => {
    const member = requestBy('member', { committees: { redactie: 'Redactie', bestuur: 'Bestuur' } });
    expect(plain.releaser(member, 'club-news')).toEqual({
      status: 403,
      refusal: ['Je mag sectie "club-news" niet uitbrengen: dat doet de Redactie of de Bestuur of een beheerder.'],
    });
    expect(plain.releaser(requestBy('member', { committees: { bestuur: 'Bestuur' } }), 'club-news').refusal).toEqual([
      'Je mag sectie "club-news" niet uitbrengen: dat doet de redactie of de Bestuur of een beheerder.',
    ]);
  });

  it('leaves a section without its own permission to an admin, and no inherited name is a permission', () => {
    const admin = requestBy('member', { allowed: (rule) => rule === 'rule-admin' });
    expect(plain.releaser(admin, 'sport')).toEqual({ member: 'member1', name: 'Anna' });
    for (const name of ['sport', 'constructor', '__proto__']) {
      expect(plain.releaser(requestBy('member', { allowed: (rule) => rule !== 'rule-admin' }), name).refusal).toEqual([
        `Sectie "${name}" heeft nog geen plaats op de site, dus alleen een beheerder mag haar uitbrengen. Vraag een beheerder om op /secties een plaats voor "${name}" te maken voor je commissie.`,
      ]);
    }
  });

  it('gives its own sentence for what only an admin does, also to the section\u2019s committee', () => {
    const committee = requestBy('member', { allowed: (rule) => rule === 'rule-news' });
    expect(plain.releaser(committee, 'club-news', { adminOnly: 'Alleen een beheerder haalt een sectie weg.' })).toEqual(
      {
        status: 403,
        refusal: ['Alleen een beheerder haalt een sectie weg.'],
      },
    );
  });
});

describe('where a section goes', () => {
  it('reads only the place fields a request sent', () => {
    expect(plain.placeOf({ label: 'x', prefix: null, order: 0, version: '1' })).toEqual({ label: 'x', order: 0 });
    expect(plain.placeOf(null)).toEqual({});
    expect(plain.currentPlace(section())).toEqual({ label: 'Nieuws', prefix: '/nieuws', order: 3 });
    expect(plain.currentPlace(section({ order: null }))).toEqual({
      label: 'Nieuws',
      prefix: '/nieuws',
      order: undefined,
    });
  });

  it('accepts a menu name, a path of its own and a small whole order', () => {
    expect(
      plain.placeProblems(requestBy('maintainer').app, 'club-news', {
        label: 'Nieuws',
        prefix: '/nieuws',
        order: -999,
      }),
    ).toEqual([]);
  });

  it('refuses a missing or long menu name and an order that is not a small whole number', () => {
    const app = requestBy('maintainer').app;
    expect(plain.placeProblems(app, 'club-news', { label: ' ', prefix: '/nieuws' })).toEqual([
      'Geef de sectie een naam voor het menu ("label"), van hoogstens 60 tekens.',
    ]);
    expect(plain.placeProblems(app, 'club-news', { label: 'x'.repeat(61), prefix: '/nieuws' })).toHaveLength(1);
    for (const order of [1000, 1.5, '3', null])
      expect(plain.placeProblems(app, 'club-news', { label: 'N', prefix: '/nieuws', order }), String(order)).toEqual([
        '"order" is een heel getal van -999 tot en met 999.',
      ]);
  });

  it('refuses a path that is no path, whatever was sent', () => {
    const app = requestBy('maintainer').app;
    for (const prefix of ['nieuws', '/Nieuws', '/nieuws/x', '/', '/a_b', `/${'a'.repeat(60)}`, '/nieuws ']) {
      expect(plain.placeProblems(app, 'club-news', { label: 'N', prefix }), prefix).toEqual([
        `"${prefix}" is geen geldig pad voor een sectie: een / met kleine letters, cijfers of streepjes.`,
      ]);
    }
    expect(plain.placeProblems(app, 'club-news', { label: 'N', prefix: { toString: 1 } })).toEqual([
      '"" is geen geldig pad voor een sectie: een / met kleine letters, cijfers of streepjes.',
    ]);
  });

  it('refuses the paths of the server and of the shell\u2019s own pages', () => {
    const app = requestBy('maintainer').app;
    for (const prefix of ['/api', '/sections', '/assets', '/builds', '/zoeken', '/account'])
      expect(plain.placeProblems(app, 'club-news', { label: 'N', prefix }), prefix).toEqual([
        `Het pad ${prefix} hoort bij de site zelf.`,
      ]);
    // without the shell's list (not built), its pages are not known, the server's still are
    const unbuilt = releases({ files: { [`${SITE}/shell-pages.json`]: '{' } });
    expect(unbuilt.placeProblems(app, 'club-news', { label: 'N', prefix: '/zoeken' })).toEqual([]);
    expect(unbuilt.placeProblems(app, 'club-news', { label: 'N', prefix: '/api' })).toHaveLength(1);
  });

  it('refuses every folder and file at the top of the built site, so a new static folder is reserved by itself', () => {
    const app = requestBy('maintainer').app;
    const built = releases({
      files: {
        [`${SITE}/icons/tjas-crest-96.png`]: 'png',
        [`${SITE}/site-mf/mf-manifest.json`]: '{}',
        [`${SITE}/fonts/archivo.woff2`]: 'font',
      },
    });
    for (const prefix of ['/icons', '/site-mf', '/fonts'])
      expect(built.placeProblems(app, 'club-news', { label: 'N', prefix }), prefix).toEqual([
        `Het pad ${prefix} hoort bij de site zelf.`,
      ]);
    expect(built.placeProblems(app, 'club-news', { label: 'N', prefix: '/nieuws' })).toEqual([]);
  });

  it('refuses a path another section has', () => {
    const app = requestBy('maintainer', { taken: (prefix) => (prefix === '/sport' ? 'sport' : '') }).app;
    expect(plain.placeProblems(app, 'club-news', { label: 'N', prefix: '/sport' })).toEqual([
      'Het pad /sport is al van sectie "sport".',
    ]);
  });
});

describe('releasePlace', () => {
  const committee = () => requestBy('member', { allowed: (rule) => rule === 'rule-news' });

  it('puts a committee\u2019s release where the section is, and refuses a place it asks for', () => {
    expect(plain.releasePlace(committee(), 'club-news', {}, section())).toEqual({
      place: { label: 'Nieuws', prefix: '/nieuws', order: 3 },
    });
    expect(plain.releasePlace(committee(), 'club-news', { label: 'Nieuws', order: 3 }, section())).toEqual({
      place: { label: 'Nieuws', prefix: '/nieuws', order: 3 },
    });
    expect(plain.releasePlace(committee(), 'club-news', { prefix: '/elders' }, section()).problems).toEqual([
      'De plaats van sectie "club-news" (naam in het menu, pad en volgorde) kiest een beheerder op /secties; een release brengt alleen code.',
    ]);
    expect(plain.releasePlace(committee(), 'club-news', {}, null).problems).toEqual([
      'Sectie "club-news" staat niet op de site. Een beheerder zet haar erop, met een naam, pad en plek in het menu (/secties).',
    ]);
  });

  it('lets an admin place a section, which a section not on the site needs', () => {
    const maintainer = requestBy('maintainer');
    expect(plain.releasePlace(maintainer, 'club-news', {}, null).problems).toEqual([
      'Sectie "club-news" staat niet op de site: geef haar een naam ("label") en een pad ("prefix").',
    ]);
    expect(plain.releasePlace(maintainer, 'club-news', { label: 'Nieuws', prefix: '/nieuws' }, null)).toEqual({
      place: { label: 'Nieuws', prefix: '/nieuws' },
      asked: { label: 'Nieuws', prefix: '/nieuws' },
    });
    expect(plain.releasePlace(maintainer, 'club-news', { prefix: '/nieuws' }, null).problems).toEqual([
      'Geef de sectie een naam voor het menu ("label"), van hoogstens 60 tekens.',
    ]);
  });

  it('keeps what an admin did not ask to move, and checks only a move', () => {
    const admin = requestBy('member', { allowed: (rule) => rule === 'rule-admin' });
    expect(plain.releasePlace(admin, 'club-news', { order: 5 }, section())).toEqual({
      place: { label: 'Nieuws', prefix: '/nieuws', order: 5 },
      asked: { label: 'Nieuws', prefix: '/nieuws', order: 5 },
    });
    expect(plain.releasePlace(admin, 'club-news', { label: 'Nieuws' }, section())).toEqual({
      place: { label: 'Nieuws', prefix: '/nieuws', order: 3 },
      asked: null,
    });
    expect(plain.releasePlace(admin, 'club-news', { prefix: '/api' }, section()).problems).toEqual([
      'Het pad /api hoort bij de site zelf.',
    ]);
  });
});

describe('originOf', () => {
  const withOrigins = releases({ env: { TJAS_SECTION_ORIGINS: 'https://secties.example/, http://localhost:4000' } });

  it('serves from the site itself when no origin is given', () => {
    for (const value of [undefined, null, '']) expect(withOrigins.originOf(value)).toEqual({ value: '' });
  });

  it('takes an allowed origin, with or without a trailing slash', () => {
    expect(withOrigins.originOf('https://secties.example')).toEqual({ value: 'https://secties.example' });
    expect(withOrigins.originOf('http://localhost:4000/')).toEqual({ value: 'http://localhost:4000' });
  });

  it('refuses what is no origin, and an origin the maintainer did not allow', () => {
    for (const value of ['https://secties.example/pad', 'javascript:alert(1)', 'https://a@b.example', 42, { x: 1 }])
      expect(withOrigins.originOf(value).problem, String(value)).toMatch(
        /is geen origin \(zoals https:\/\/secties.example\)\.$/,
      );
    expect(withOrigins.originOf('https://secties.example:8443')).toEqual({
      problem:
        'Deze site laadt geen secties van https://secties.example:8443. Vraag de beheerder die origin toe te voegen aan TJAS_SECTION_ORIGINS.',
    });
    expect(plain.originOf('https://secties.example').problem).toMatch(/^Deze site laadt geen secties van/);
  });
});

describe('readUpload', () => {
  const upload = (options: Parameters<typeof requestBy>[1], env: Record<string, string> = {}) =>
    releases({ env }).readUpload(requestBy('maintainer', options));

  it('pairs each uploaded file with its path', () => {
    const files = [Buffer.from('{}'), Buffer.from('x')];
    expect(upload({ form: { paths: '["mf-manifest.json","static/a.js"]' }, files })).toEqual({
      problems: [],
      files: [
        { path: 'mf-manifest.json', bytes: files[0] },
        { path: 'static/a.js', bytes: files[1] },
      ],
    });
  });

  it('refuses what is no multipart upload, and paths that are no list of text', () => {
    expect(upload({ contentType: 'application/json' }).problems).toEqual([
      'Stuur een release als multipart/form-data, met de velden "release", "paths" en "files".',
    ]);
    for (const paths of ['', '{', '{"a":1}', '[1]'])
      expect(upload({ form: { paths } }).problems, paths).toEqual([
        'Het veld "paths" hoort een JSON-lijst van paden te zijn, één per bestand in "files".',
      ]);
  });

  it('refuses more paths than files, or more files than a release may have', () => {
    expect(upload({ form: { paths: '["a.js","b.js"]' }, files: [Buffer.from('x')] }).problems).toEqual([
      'De lijst "paths" noemt 2 paden, maar er zijn 1 bestanden in "files": één pad per bestand.',
    ]);
    const many = JSON.stringify(Array.from({ length: 1001 }, (_, index) => `f${index}.js`));
    expect(upload({ form: { paths: many } }).problems).toEqual(['De release bevat 1001 bestanden; de grens is 1000.']);
  });

  it('stops at the size limit the maintainer set, 5 MB when it is not a positive number', () => {
    const big = [Buffer.alloc(1024 * 1024), Buffer.alloc(1024 * 1024)];
    const form = { paths: '["a.png","b.png"]' };
    expect(upload({ form, files: big }, { TJAS_SECTION_MAX_MB: '1' }).problems).toEqual([
      'De release is groter dan 1 MB.',
    ]);
    expect(upload({ form, files: big }, { TJAS_SECTION_MAX_MB: '-3' }).problems).toEqual([]);
    expect(upload({ form, files: big }, { TJAS_SECTION_MAX_MB: 'veel' }).problems).toEqual([]);
  });
});

describe('checkRelease', () => {
  const manifest = {
    name: 'tjas_club_news',
    tjas: { contractVersion: 2, files: ['a.js'] },
    exposes: [{ path: './section', assets: { js: { sync: ['a.js'] } } }],
    shared: [{ name: 'react', requiredVersion: '^18.0.0' }],
  };
  const files = (changes: Record<string, unknown> = {}) => [
    { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify({ ...manifest, ...changes })) },
    { path: 'a.js', bytes: Buffer.from('export {}') },
  ];

  it('passes a build for the shell the site serves', () => {
    expect(plain.checkRelease('club-news', { version: '1.0.0' }, files())).toEqual([]);
  });

  it('checks the contract and shared versions against the served shell', () => {
    expect(
      plain.checkRelease(
        'club-news',
        { version: '1.0.0' },
        files({ shared: [{ name: 'react', requiredVersion: '^19' }] }),
      ),
    ).toEqual(['react ^19 gevraagd, de site heeft 18.3.1.']);
    expect(
      plain.checkRelease('club-news', { version: '1.0.0' }, files({ tjas: { contractVersion: 1, files: ['a.js'] } })),
    ).toEqual(['Contractversie 1 kent de site niet (de site ondersteunt 2).']);
  });

  it('requires the build\u2019s file list of a new upload', () => {
    expect(plain.checkRelease('club-news', { version: '1.0.0' }, files({ tjas: { contractVersion: 2 } }))).toEqual([
      'mf-manifest.json noemt de bestanden van de build niet (tjas.files): bouw de sectie opnieuw.',
    ]);
  });

  it('takes no release while the shell is not built', () => {
    const unbuilt = releases({ env: { TJAS_SITE_DIR: '/elders' } });
    expect(unbuilt.checkRelease('club-news', { version: '1.0.0' }, files())).toEqual([
      'De site kan nu geen secties aannemen: de shell is niet gebouwd (section-host.json ontbreekt).',
    ]);
    const broken = releases({ files: { [`${SITE}/section-host.json`]: '{"contractVersions":2}' } });
    expect(broken.checkRelease('club-news', { version: '1.0.0' }, files())).toHaveLength(1);
  });

  it('checks a stored version, which is not refused for a missing file list', () => {
    const stored = releases({
      modules: {
        'lib/section-store.js': {
          versionDir: (_app: unknown, name: string, version: string) => `/data/${name}/${version}`,
          filesIn: () => [
            { path: 'mf-manifest.json', size: 10 },
            { path: 'a.js', size: 9 },
          ],
          readText: (root: string, path: string) =>
            root === '/data/club-news/0.9.0' && path === 'mf-manifest.json'
              ? JSON.stringify({ ...manifest, tjas: { contractVersion: 2 } })
              : '',
        },
      },
    });
    expect(stored.storedProblems({}, 'club-news', '0.9.0')).toEqual([]);
    expect(stored.storedProblems({}, 'club-news', '0.9.0', '/elders')).toEqual([
      'mf-manifest.json is geen geldige JSON.',
    ]);
  });
});

describe('originProblem', () => {
  const manifestText = JSON.stringify({ tjas: { files: ['a.js'] } });
  const copies: Record<string, string> = { 'mf-manifest.json': manifestText, 'a.js': 'export {}' };
  const copyOf = (path: string) => copies[path] ?? '';
  const served =
    (changes: Record<string, Partial<HttpAnswer>> = {}) =>
    (url: string): HttpAnswer => {
      const path = url.replace('https://secties.example/sections/club-news/1.0.0/', '');
      return {
        statusCode: 200,
        headers: { 'Access-Control-Allow-Origin': ['https://tjas.example'] },
        body: copies[path] ?? '',
        ...changes[path],
      };
    };
  const check = (http: (url: string) => HttpAnswer) => {
    const world = releases({ http });
    const problem = world.originProblem(
      requestBy('maintainer').app,
      'https://secties.example',
      'club-news',
      '1.0.0',
      copyOf,
    );
    return { problem, urls: world.requests.map((request) => request.url), requests: world.requests };
  };

  it('passes an origin that serves the manifest and every file it names, as uploaded, to the site', () => {
    const { problem, urls, requests } = check(served());
    expect(problem).toBe('');
    expect(urls).toEqual([
      'https://secties.example/sections/club-news/1.0.0/mf-manifest.json',
      'https://secties.example/sections/club-news/1.0.0/a.js',
    ]);
    expect(requests[0]).toMatchObject({ method: 'GET', headers: { Origin: 'https://tjas.example' } });
    expect(check(served({ 'a.js': { headers: { 'access-control-allow-origin': ['*'] } } })).problem).toBe('');
  });

  it('names the file an origin does not serve, serves otherwise, or keeps from the site', () => {
    const base = 'https://secties.example/sections/club-news/1.0.0';
    expect(check(served({ 'a.js': { statusCode: 404 } })).problem).toBe(`${base}/a.js antwoordt met HTTP 404.`);
    expect(check(served({ 'a.js': { body: 'export { evil }' } })).problem).toBe(
      `${base}/a.js is niet het bestand van deze release: zet precies deze build op https://secties.example.`,
    );
    expect(check(served({ 'a.js': { headers: {} } })).problem).toBe(
      `${base}/a.js staat de site (https://tjas.example) niet toe: geen passende Access-Control-Allow-Origin.`,
    );
    expect(
      check(served({ 'a.js': { headers: { 'Access-Control-Allow-Origin': ['https://tjas.example.evil'] } } })).problem,
    ).toMatch(/niet toe/);
    expect(
      check(() => {
        throw new Error('dial tcp: no such host');
      }).problem,
    ).toBe(`${base}/mf-manifest.json is niet bereikbaar.`);
  });
});

describe('waitingFor', () => {
  const waiting = recordStandIn({ version: '2.0.0' }, 'rel2');
  const world = releases({ modules: { 'lib/section-store.js': { waitingRelease: () => waiting } } });
  const ask = (body: Record<string, unknown>, options?: { submissionRequired?: boolean }) =>
    world.waitingFor(requestBy('member', { body }), 'club-news', options);

  it('finds the release that waits, when the request names it or nothing', () => {
    expect(ask({}).record).toBe(waiting);
    expect(ask({ version: '2.0.0', submission: 'rel2' }, { submissionRequired: true }).record).toBe(waiting);
  });

  it('refuses another version, an older read, values that are no text, and a missing submission', () => {
    expect(ask({ version: '1.0.0' })).toEqual({
      status: 409,
      refusal: ['Versie 1.0.0 van "club-news" wacht niet op controle; versie 2.0.0 wel.'],
    });
    expect(ask({ submission: 'rel1' })).toEqual({
      status: 409,
      refusal: ['De release die je las, wacht niet meer: versie 2.0.0 is nieuwer. Lees die eerst.'],
    });
    expect(ask({ note: { toString: 1 } })).toEqual({ status: 400, refusal: ['"note" hoort tekst te zijn.'] });
    expect(ask({}, { submissionRequired: true }).status).toBe(400);
  });

  it('says when nothing waits', () => {
    const none = releases({ modules: { 'lib/section-store.js': { waitingRelease: () => null } } });
    expect(none.waitingFor(requestBy('member'), 'club-news')).toEqual({
      status: 404,
      refusal: ['Er wacht geen release van "club-news" op controle.'],
    });
  });
});

describe('the release log', () => {
  it('asks for a review again of a version no second person approved, while the site reviews', () => {
    expect(plain.unreviewed(true, recordStandIn({ version: '1.0.0', reviewed: false }))).toBe(
      'Versie 1.0.0 is nooit door een tweede persoon goedgekeurd: breng haar opnieuw uit, dan kijkt er iemand mee.',
    );
    expect(plain.unreviewed(true, recordStandIn({ version: '1.0.0', reviewed: true }))).toBe('');
    expect(plain.unreviewed(false, recordStandIn({ version: '1.0.0' }))).toBe('');
  });

  it('reads a recorded place, and nothing from one it cannot read', () => {
    expect(plain.recordedPlace(recordStandIn({ place: '{"prefix":"/nieuws"}' }))).toEqual({ prefix: '/nieuws' });
    for (const place of ['', 'null', '{', '"x"', '5']) expect(plain.recordedPlace(recordStandIn({ place }))).toBeNull();
  });

  it('sees whether a release would change nothing of what is live', () => {
    const live = section({ entry: 'https://tjas.example/sections/club-news/1.0.0/mf-manifest.json' });
    const state = { version: '1.0.0', entry: live.getString('entry'), label: 'Nieuws', prefix: '/nieuws', order: 3 };
    expect(plain.sameState(live, state)).toBe(true);
    for (const change of [
      { version: '1.0.1' },
      { label: 'Nieuws!' },
      { prefix: '/x' },
      { order: 4 },
      { order: undefined },
    ])
      expect(plain.sameState(live, { ...state, ...change }), JSON.stringify(change)).toBe(false);
  });

  it('keeps the number of versions the maintainer set, 5 when it is no whole number', () => {
    expect(releases({ env: { TJAS_SECTION_VERSIONS_KEPT: '0' } }).versionsKept()).toBe(0);
    expect(releases({ env: { TJAS_SECTION_VERSIONS_KEPT: '12' } }).versionsKept()).toBe(12);
    for (const kept of ['', '-1', '2.5', 'alle'])
      expect(releases({ env: { TJAS_SECTION_VERSIONS_KEPT: kept } }).versionsKept(), kept).toBe(5);
  });

  it('answers a refusal with every reason, in the message and one by one', () => {
    expect(plain.refuse(requestBy('member'), 400, ['Een.', 'Twee.'])).toEqual({
      status: 400,
      body: { status: 400, message: 'Release geweigerd: Een. Twee.', data: { problems: ['Een.', 'Twee.'] } },
    });
  });
});
