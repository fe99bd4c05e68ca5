import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The bundler (rolldown, inside vite) reports an error at its place in the code *after* the
// TypeScript/JSX transform: types gone, quotes changed, so `results-page.tsx:8:29` with a frame
// of double-quoted code for an import on line 22 of the file the volunteer wrote. This turns its
// report into the file and line as in the source, and drops vite's progress lines around it.

/** vite's own progress and summary lines: no news next to the error itself. */
const PROGRESS = [
  /^vite v\d+\.\d+\.\d+ building /,
  /^transforming\.\.\.$/,
  /^rendering chunks\.\.\.$/,
  /^computing gzip size\.\.\.$/,
  /^✓ \d+ modules? transformed\.$/,
  /^✓ built in /,
  /^✗ Build failed in /,
  /^error during build:$/,
  /^Build failed with \d+ errors?:$/,
  /^dist\/\S+\s+[\d.,]+ kB/,
];

const FRAME_START = /^\s*╭─\[\s*(.+?):(\d+):(\d+)\s*\]\s*$/;
const FRAME_END = /^\s*─*╯\s*$/;
const CODE_LINE = /^\s*(\d+)\s*│ ?(.*)$/;
/** Inside the frame: a label's text after its arrow (`╰──── Module not found.`), or a note. */
const LABEL = /╰─+\s*(.+)$/;
const NOTE = /^\s*│\s?(.*)$/;

interface Position {
  line: number;
  column: number;
}

/** The text at `column` (1-based) of `code`: a string literal's content, or a name. */
function tokenAt(code: string, column: number): { text: string; quoted: boolean } | undefined {
  const rest = code.slice(column - 1);
  const quote = /^(["'`])((?:\\.|(?!\1).)*)\1/.exec(rest);
  if (quote) return { text: quote[2]!, quoted: true };
  const name = /^[\w$]+/.exec(rest);
  return name ? { text: name[0], quoted: false } : undefined;
}

/**
 * Where the bundler's `reported` place is in the source: the same place when the source has the
 * frame's code there, else the source line with the token the bundler pointed at (nearest to
 * the reported line when there are more); undefined when it cannot be told.
 */
export function sourcePosition(source: readonly string[], reported: Position, code: string): Position | undefined {
  if (source[reported.line - 1]?.trimEnd() === code.trimEnd()) return reported;
  const token = tokenAt(code, reported.column);
  if (!token) return undefined;
  const escaped = token.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = token.quoted ? new RegExp(`(["'\`])${escaped}\\1`) : new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`);
  const found = source
    .map((text, index) => ({ line: index + 1, column: (pattern.exec(text)?.index ?? -1) + 1 }))
    .filter((match) => match.column > 0)
    .sort((a, b) => Math.abs(a.line - reported.line) - Math.abs(b.line - reported.line));
  return found[0];
}

function readSource(file: string): string[] | undefined {
  try {
    return readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return undefined;
  }
}

/** One frame of the bundler's report, told again with the source's file, line and code. */
function retellFrame(frame: readonly string[], root: string): string[] {
  const [, file, line, column] = FRAME_START.exec(frame[0]!)!;
  const reported = { line: Number(line), column: Number(column) };
  const code = frame.map((text) => CODE_LINE.exec(text)).find((match) => Number(match?.[1]) === reported.line)?.[2];
  const labels: string[] = [];
  const notes: string[] = [];
  for (const text of frame.slice(1)) {
    if (CODE_LINE.test(text)) continue;
    const label = LABEL.exec(text)?.[1];
    if (label) labels.push(label.trim());
    else {
      const note = NOTE.exec(text)?.[1]?.trimEnd();
      // The underline below the code (─┬─) belongs to the transformed code: it is drawn again.
      if (note && !/^[\s─┬│╰]*$/.test(note)) notes.push(note);
    }
  }
  const source = readSource(resolve(root, file!));
  const at = source && code !== undefined ? sourcePosition(source, reported, code) : undefined;
  if (!at) return [`  ${file}`, ...labels.map((label) => `  ${label}`), ...notes.map((note) => `  ${note}`)];
  const token = tokenAt(source![at.line - 1]!, at.column);
  const width = token ? token.text.length + (token.quoted ? 2 : 0) : 1;
  const gutter = ' '.repeat(String(at.line).length);
  return [
    `  ${file}:${at.line}:${at.column}`,
    `  ${at.line} │ ${source![at.line - 1]!.trimEnd()}`,
    `  ${gutter} │ ${' '.repeat(at.column - 1)}${'^'.repeat(width)}${labels.length > 0 ? ` ${labels.join(' ')}` : ''}`,
    ...notes.map((note) => `  ${note}`),
  ];
}

/**
 * A failed build's lines (ANSI and stack frames already gone, see toolLines) as a volunteer
 * reads them: the bundler's messages with the source's file and line, without vite's progress.
 * `root` is the folder the bundler's paths are relative to (the section's).
 */
export function readableBuildError(lines: readonly string[], root: string): string[] {
  const shown: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!;
    if (PROGRESS.some((progress) => progress.test(text.trim()))) continue;
    if (!FRAME_START.test(text)) {
      shown.push(text);
      continue;
    }
    const end = lines.findIndex((candidate, at) => at > index && FRAME_END.test(candidate));
    const frame = lines.slice(index, end === -1 ? lines.length : end);
    shown.push(...retellFrame(frame, root));
    index = end === -1 ? lines.length : end;
  }
  return shown;
}
