import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The shell's hashed code and styles, which the server sends as they are (request-middleware.js). */
const PRECOMPRESSED = /^assets\/.+\.(?:js|css)$/;

/**
 * A gzip copy (`name.js.gz`) of every hashed script and style sheet, made once at build time
 * with zopfli: gzip that any browser reads, ~6% smaller than PocketBase's compression on the fly
 * (#33: the cold /evenementen's 110 KB; BENCHMARKS.md). The server sends the copy to a
 * browser that takes gzip and the file itself to one that does not. Sections are not built here:
 * their files are compressed by the server, which cannot check a committee's .gz against its code.
 */
export function precompressedAssets(): Plugin {
  return compression({
    include: PRECOMPRESSED,
    filename: '[path][base].gz',
    // A file too small to gain from it (a few dozen bytes) keeps no copy: the server compresses it.
    skipIfLargerOrEqual: true,
    // Not 'silent', which would also swallow a failed compression: the build fails instead.
    algorithms: [
      defineAlgorithm<ZopfliOptions>(
        async (input, options) => Buffer.from(await gzipAsync(Buffer.from(input as Uint8Array), options)),
        {
          // More iterations gain under 0.1% here (libraries: 75,205 bytes at 5, 75,182 at 15, 75,176 at 30).
          numiterations: 15,
        },
      ),
    ],
  });
}
