/// <reference path="../../pb_data/types.d.ts" />
// What an uploaded file really is, from its first bytes. PocketBase checks a field's allowed
// types by content, but keeps the name's extension, and serves `.js`, `.mjs`, `.css` and `.svg`
// by extension: a GIF named `g.js` would be sent as JavaScript from the site's own origin. So a
// stored name always gets an extension that agrees with the content, and content of no kind
// this site accepts (text, markup, scripts) is refused, whatever a field's own type list says.

/** Kinds of content this site accepts anywhere, each with the extensions that may name it (first: the usual one). */
const KINDS = [
  { kind: 'jpeg', extensions: ['jpg', 'jpeg'], test: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  { kind: 'png', extensions: ['png'], test: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: 'gif', extensions: ['gif'], test: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { kind: 'webp', extensions: ['webp'], test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  { kind: 'pdf', extensions: ['pdf'], test: (b) => ascii(b, 0, '%PDF-') },
  // Office documents are zip files; the name says which kind, the field's type check the rest.
  {
    kind: 'zip',
    extensions: ['zip', 'docx', 'odt', 'xlsx', 'ods', 'pptx', 'odp'],
    test: (b) => starts(b, [0x50, 0x4b, 0x03, 0x04]),
  },
  { kind: 'wav', extensions: ['wav'], test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE') },
  { kind: 'ogg', extensions: ['ogg', 'oga', 'opus'], test: (b) => ascii(b, 0, 'OggS') },
  {
    kind: 'mp3',
    extensions: ['mp3'],
    test: (b) => ascii(b, 0, 'ID3') || (b.length > 1 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  },
  { kind: 'mp4', extensions: ['mp4', 'm4a', 'm4v', 'mov'], test: (b) => ascii(b, 4, 'ftyp') },
  { kind: 'webm', extensions: ['webm'], test: (b) => starts(b, [0x1a, 0x45, 0xdf, 0xa3]) },
];

function starts(bytes, signature) {
  if (bytes.length < signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[i] !== signature[i]) return false;
  return true;
}

function ascii(bytes, offset, text) {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The first bytes of an upload (a PocketBase filesystem.File). */
function head(file) {
  const reader = file.reader.open();
  try {
    return toBytes(reader, 16);
  } finally {
    reader.close();
  }
}

/** The kind of content, or null when it is none this site knows. */
function kindOf(bytes) {
  for (const entry of KINDS) if (entry.test(bytes)) return entry;
  return null;
}

/**
 * The name to store `name` under for content of `kind`: the same name when its extension fits
 * the content, else the name with the content's usual extension.
 */
function safeName(name, kind) {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return `${stem}.${kind.extensions.indexOf(extension) >= 0 ? extension : kind.extensions[0]}`;
}

/**
 * Gives every new file of `record` a name whose extension agrees with its content; refuses
 * (400, with the field's error) a file whose content is of no kind the site accepts.
 */
function renameUploads(record) {
  for (const field of record.collection().fields) {
    if (field.type() !== 'file') continue;
    for (const file of record.getUnsavedFiles(field.getName())) {
      const kind = kindOf(head(file));
      if (!kind) {
        const message =
          'Dit soort bestand kan hier niet worden opgeslagen. Kies een foto, document of geluids- of videobestand.';
        throw new BadRequestError(message, { [field.getName()]: new ValidationError('invalid_file_content', message) });
      }
      file.name = safeName(file.name, kind);
    }
  }
}

/** The kind of a file field's new upload (`pdf`, `png`, ...), or '' when there is none or it is unknown. */
function uploadedKind(record, fieldName) {
  const files = record.getUnsavedFiles(fieldName);
  if (files.length === 0) return '';
  const kind = kindOf(head(files[0]));
  return kind ? kind.kind : '';
}

/**
 * The collections with a file field: uploads.pb.js checks their saves only. A hook registered for
 * every collection takes one of PocketBase's pooled JavaScript runtimes for every record saved
 * anywhere (a sign-up, its mail, a count), and a burst of sign-ups then waits for runtimes to be
 * made (BENCHMARKS.md, the rush). A collection that gets a file field is added here; the
 * integration test uploads.test.ts compares this list with the schema.
 */
const COLLECTIONS_WITH_FILES = [
  'boards',
  'documents',
  'events',
  'media_pages',
  'news_images',
  'news_posts',
  'photos',
  'products',
  'sponsors',
  'submissions',
  'users',
  'videos',
];

module.exports = { COLLECTIONS_WITH_FILES, renameUploads, safeName, uploadedKind };
