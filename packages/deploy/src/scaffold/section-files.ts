import { relative } from 'node:path';
import { STANDARD_SCRIPTS } from '../section-tools.ts';

/** What a new section is called and where it lives on the site. */
export interface NewSection {
  /** Folder and registry name, e.g. `nieuws`. */
  name: string;
  /** Menu label, e.g. `Nieuws`. */
  label: string;
  /** Route prefix, e.g. `/nieuws`. */
  prefix: string;
  /** Place in the main navigation (lower first). */
  order?: number;
}

/** The workspace's one version of each package a section uses (from a sibling section). */
export interface SectionVersions {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** Every file of a new, working section, by path inside its folder. */
export function sectionFiles(
  section: NewSection,
  versions: SectionVersions,
  dir: string,
  tsconfigBase: string,
): Record<string, string> {
  const { name, label } = section;
  const Page = `${pascal(name)}Page`;
  const page = `${name}-page`;
  const pkg = {
    name: `@tjas/section-${name}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    // The release command runs exactly these with vite's and tsc's own files (section-tools.ts).
    scripts: { ...STANDARD_SCRIPTS },
    dependencies: versions.dependencies,
    devDependencies: versions.devDependencies,
    tjasSection: {
      name,
      label,
      prefix: section.prefix,
      ...(section.order === undefined ? {} : { order: section.order }),
    },
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: relative(dir, tsconfigBase), compilerOptions: { types: ['vite/client'] }, include: ['src', 'vite.config.ts'] }, null, 2)}\n`,
    'vite.config.ts': `import { sectionConfig } from '@tjas/federation/section-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The import-map build members load (dist/), and with --mode mf the standard Module Federation
// remote beside it (dist/mf/). Work on it live with \`pnpm dev:section ${name}\`.
export default defineConfig(sectionConfig(import.meta.dirname, [react()]));
`,
    'src/section.tsx': `import { defineReactSection } from '@tjas/federation/define-react-section';
import { ${Page} } from './features/${name}/components/${page}.tsx';
import { tjasSection } from '../package.json';

// What the site sees of this section: its pages (relative to ${section.prefix}) and menu entries.
export default defineReactSection(tjasSection, {
  routes: [{ path: '', title: ${JSON.stringify(label)}, Component: ${Page} }],
  nav: [{ to: '', label: ${JSON.stringify(label)} }],
});
`,
    [`src/features/${name}/components/${page}.tsx`]: `import { useSession } from '@tjas/auth';
import { Card, PageHeader } from '@tjas/ui';

/** The first page of ${label}: replace it with what the section is for. */
export function ${Page}() {
  const name = useSession((state) => state.user?.name || state.user?.username);
  return (
    <>
      <PageHeader title=${JSON.stringify(label)} description={\`Welkom\${name ? \`, \${name}\` : ''}.\`} />
      <Card title="Nieuwe sectie">
        <p>Hier komt de inhoud van ${label}.</p>
      </Card>
    </>
  );
}
`,
    [`src/features/${name}/components/${page}.test.tsx`]: `import { sessionStore } from '@tjas/auth';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ${Page} } from './${page}.tsx';

beforeEach(() => {
  sessionStore.setState({
    status: 'ready',
    token: '',
    user: { id: 'u1', collectionId: 'c', username: 'lid', email: 'lid@tjas.example', name: 'Lotte', avatar: '', verified: true },
    committees: [],
  });
});

describe('${Page}', () => {
  it('welcomes the member by name', () => {
    render(<${Page} />);
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(label)} })).toBeTruthy();
    expect(screen.getByText('Welkom, Lotte.')).toBeTruthy();
  });
});
`,
    // Its pages as the site shows them, against the real PocketBase with the demo data
    // (`pnpm test:sections remotes/<name>`).
    [`src/${name}-pages.page.test.tsx`]: `import { renderSection } from '@tjas/federation/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import section from './section.tsx';
import { tjasSection } from '../package.json';

// The pages of ${label} against the real PocketBase with the demo data (see renderSection).
const open = (path: string, as: string) => renderSection(section, path, { prefix: tjasSection.prefix, as });

describe('the ${name} section', () => {
  it('opens its first page at ${section.prefix} for a member', async () => {
    await open(${JSON.stringify(section.prefix)}, 'lid');
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(label)} })).toBeTruthy();
    expect(screen.getByText('Welkom, Lotte de Lid.')).toBeTruthy();
  });
});
`,
  };
}
