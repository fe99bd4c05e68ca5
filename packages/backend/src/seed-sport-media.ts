import type PocketBase from 'pocketbase';
import { demoScene, type Scene } from './demo-scenes.ts';

const COMPETITIONS = [
  'Clubkampioenschappen',
  'Kraantje Lek Trofee',
  'Gruno Bokaal',
  'Eindhoven Trofee',
  'NSK Allround Studenten',
  'Holland Cup',
  'Trainingswedstrijd Thialf',
];

/** Distance in metres and a typical club time in hundredths of a second. */
const DISTANCES: readonly [number, number][] = [
  [500, 4350],
  [1000, 8900],
  [1500, 13800],
  [3000, 29000],
  [5000, 50000],
];

/**
 * The demo's skater with visible progress on /sport/mijn-uitslagen: Lotte de Lid (the first of
 * `skaters`, the `lid` login) gets a little faster every race, with a small wobble, and skates a
 * 500 m at every race besides her distance of the day, so her 500 m chart has a dozen points.
 */
function progressingTime(base: number, season: number, race: number): number {
  const wobble = 0.008 * (((race * 7 + season * 3) % 3) - 1);
  return Math.round(base * (1.02 + 0.035 * season + 0.006 * (4 - race) + wobble));
}

/** Results over three seasons for the first `skaters`: dates spread over the winters. */
async function seedResults(pb: PocketBase, skaters: readonly string[]): Promise<void> {
  const now = new Date();
  const thisWinter = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let season = 0; season < 3; season++) {
    for (let race = 0; race < 5; race++) {
      // October to February of that winter.
      const date = new Date(Date.UTC(thisWinter - season, 9 + race, 8 + race * 3, 14));
      if (date.getTime() > now.getTime()) continue;
      const competition = COMPETITIONS[(season * 5 + race) % COMPETITIONS.length]!;
      // One race's results at once: PocketBase takes them in parallel, the seed stays quick.
      await Promise.all(
        skaters.map((skater, index) => {
          const [distance, base] = DISTANCES[(index + race) % DISTANCES.length]!;
          // Drawn for every skater, so the others' times stay as they were.
          const spread = next();
          const ranking = 1 + Math.floor(next() * 40);
          return pb.collection('results').create({
            skater,
            competition,
            date: date.toISOString(),
            distance,
            // A little faster every season, with some spread between skaters.
            time:
              index === 0
                ? progressingTime(base, season, race)
                : Math.round(base * (1 + 0.12 * spread + 0.02 * season)),
            ranking,
          });
        }),
      );
      // Lotte's 500 m besides her distance of the day (which is the 500 m in the first race).
      const [sprint, sprintBase] = DISTANCES[0]!;
      if (skaters[0] && race !== 0) {
        await pb.collection('results').create({
          skater: skaters[0],
          competition,
          date: date.toISOString(),
          distance: sprint,
          time: progressingTime(sprintBase, season, race),
          ranking: 3 + ((season + race) % 9),
        });
      }
    }
  }
}

const MATERIAL = [
  {
    name: 'Klapschaatsen (leen)',
    description: 'Klapschaatsen voor beginners, inclusief schoen.',
    sizes: '38, 40, 41, 42, 43, 44, 45',
    total: 12,
    available: 5,
    contact: 'sport@tjas.example',
  },
  {
    name: 'Valhelmen',
    description: 'Verplicht bij de techniektraining en op natuurijs.',
    sizes: 'S, M, L',
    total: 20,
    available: 14,
    contact: 'sport@tjas.example',
  },
  {
    name: 'Snijvaste handschoenen',
    description: 'Voor de massastart en het kortebaantoernooi.',
    sizes: 'M, L, XL',
    total: 16,
    available: 16,
    contact: 'sport@tjas.example',
  },
  {
    name: 'Slijpmal en wetstenen',
    description: 'Leen de slijpmal mee naar huis voor een avond.',
    sizes: '',
    total: 2,
    available: 1,
    contact: 'Materiaalbeheer in het hok',
  },
  {
    name: 'Skeelers (leen)',
    description: 'Voor de zomertraining in het Amsterdamse Bos.',
    sizes: '39, 41, 43, 45',
    total: 8,
    available: 0,
    contact: 'sport@tjas.example',
  },
];

const ALBUMS: readonly { title: string; description: string; daysAgo: number; captions: string[] }[] = [
  {
    title: 'Schaatsweekend Inzell',
    description: 'Drie dagen schaatsen in Beieren.',
    daysAgo: 300,
    captions: [
      'Aankomst bij de baan',
      'Ochtendtraining',
      'De 10 km van Ruben',
      'Apres-skate',
      'Groepsfoto',
      'Terug in de bus',
    ],
  },
  {
    title: 'Clubkampioenschappen',
    description: 'Wie werd clubkampioen op de 500 en 1500 meter?',
    daysAgo: 45,
    captions: ['Start 500 meter', 'De bocht in', 'Finish', 'Prijsuitreiking', 'De beker', 'Taart!'],
  },
  {
    title: 'Sinterklaasborrel',
    description: 'Surprises, gedichten en pepernoten.',
    daysAgo: 10,
    captions: ['De surprises', 'Sint op bezoek', 'Gedichten voorlezen', 'Pepernoten', 'Het bestuur', 'Tot laat'],
  },
];

/**
 * The demo's news posts; some have a cover picture drawn at seeding (demo-scenes.ts, nothing from
 * elsewhere), so the list shows posts with and without one.
 */
const NEWS: { title: string; channel: string; body: string; cover?: Scene }[] = [
  {
    title: 'Natuurijs in zicht!',
    channel: 'sport',
    cover: 'natural-ice',
    body: '<p>Het KNMI voorspelt een week vorst. Houd de <strong>WhatsApp-groep</strong> in de gaten voor de toertocht.</p>',
  },
  {
    title: 'Nieuwe clubkleding binnen',
    channel: 'algemeen',
    cover: 'shirt',
    body: '<p>De nieuwe <em>fiets- en schaatskleding</em> is binnen. Bestel via de webshop.</p><ul><li>Schaatspak</li><li>Fietsshirt</li></ul>',
  },
  {
    title: 'Terugblik clubkampioenschappen',
    channel: 'sport',
    cover: 'rink',
    body: '<p>Wat een wedstrijd! Bekijk de <a href="/sport/uitslagen">uitslagen</a> en het fotoalbum.</p>',
  },
  {
    title: 'Aanmelden Kerstdiner geopend',
    channel: 'activiteiten',
    body: '<p>Meld je aan voor het Kerstdiner via de agenda. Vol is vol!</p>',
  },
  {
    title: 'Uitnodiging ALV',
    channel: 'bestuur',
    body: '<p>De stukken voor de algemene ledenvergadering staan bij het bestuur. Kom allemaal!</p>',
  },
];

const SONG = `<p><strong>Couplet 1</strong><br>Op het ijs van Thialf, in de vroege ochtend,<br>glijden wij in rijen, ritme in de benen.</p>
<p><strong>Refrein</strong><br>Tjas, Tjas, altijd in de bocht!<br>Tjas, Tjas, wij gaan nooit op de vlucht!</p>
<p><strong>Couplet 2</strong><br>Valt er een van ons, dan staan we samen op,<br>krentenbol erbij, en door tot aan de top.</p>`;

const MASCOT = `<p>Dit is <strong>Tjassi</strong>, de ijsbeer van onze vereniging. Tjassi gaat mee naar elke wedstrijd en
woont de rest van het jaar in het verenigingshok.</p><p>Tjassi houdt van krentenbollen, natuurijs en lange rechte einden.
Wil je Tjassi meenemen naar een activiteit? Vraag het de Mediacommissie.</p>`;

/** The sport and media demo data: results, material, videos, albums with photos, news and pages. */
export async function seedSportAndMedia(
  pb: PocketBase,
  skaters: readonly string[],
  committeeIds: ReadonlyMap<string, string>,
): Promise<void> {
  await seedResults(pb, skaters);
  for (const item of MATERIAL) await pb.collection('material').create(item);
  // No explainer videos: the demo has none to show and no host to link to; the Sportcommissie
  // adds real ones (a link or an upload) on /sport/uitlegvideos.
  for (const [albumIndex, album] of ALBUMS.entries()) {
    const record = await pb.collection('albums').create({
      title: album.title,
      description: album.description,
      date: new Date(Date.now() - album.daysAgo * 86_400_000).toISOString(),
    });
    // One after the other: an album shows its photos in upload order.
    for (const [index, caption] of album.captions.entries()) {
      const form = new FormData();
      form.set('album', record.id);
      form.set('caption', caption);
      form.set(
        'image',
        demoScene(albumIndex % 2 === 0 ? 'rink' : 'natural-ice', 640, 427, albumIndex * 10 + index + 1),
        `foto-${index + 1}.png`,
      );
      await pb.collection('photos').create(form);
    }
  }

  for (const [index, { cover, ...post }] of NEWS.entries()) {
    // 640x360, the list's thumb, as the events' covers: small and quick to draw at seeding.
    const file = cover
      ? new File([demoScene(cover, 640, 360, 300 + index)], `bericht-${index + 1}.png`, { type: 'image/png' })
      : undefined;
    await pb.collection('news_posts').create({
      ...post,
      ...(file ? { cover: file } : {}),
      committee: committeeIds.get('Mediacommissie'),
      signed_as: 'Mediacommissie',
    });
  }

  await pb.collection('media_pages').create({ slug: 'tjaslied', title: 'Het Tjaslied', body: SONG });
  const mascot = new FormData();
  mascot.set('slug', 'tjassi');
  mascot.set('title', 'Tjassi, onze mascotte');
  mascot.set('body', MASCOT);
  mascot.set('image', demoScene('mascot', 600, 600, 99), 'tjassi.png');
  await pb.collection('media_pages').create(mascot);
}
