import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { imageAllowed } from '@tjas/schema/rules/rich-text';
import { Button } from '@tjas/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { linkAddressError } from '../lib/link-address.ts';
import { NEWS_IMAGE_TYPES, newsImageError } from '../lib/news-image.ts';
import { ImageDialog, type InsertedImage } from './image-dialog.tsx';
import { LinkDialog } from './link-dialog.tsx';
import styles from './news.module.css';

/**
 * A link the editor keeps: a web or mail address (the link dialog's rule) or an address on the
 * site itself; anything else (javascript:, data:) loses its link when it is pasted or typed.
 */
const allowedLink = (url: string) => url.startsWith('/') || !linkAddressError(url);

/** The attributes a picture in the text keeps (the sanitiser's list for img). */
const IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height'] as const;

/**
 * TipTap's image node cut to the pictures the server keeps: this site's news pictures
 * (/api/files/news_images/…) with a description and their size, no title. A pasted picture
 * from elsewhere (or without a description) does not become one, and a typed ![](…) neither.
 */
const NewsImage = Image.extend({
  addAttributes() {
    return Object.fromEntries(IMAGE_ATTRIBUTES.map((name) => [name, { default: null }]));
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => {
          const attributes: Record<string, string> = {};
          for (const name of IMAGE_ATTRIBUTES) {
            const value = element.getAttribute(name);
            if (value !== null) attributes[name] = value;
          }
          return imageAllowed(attributes) ? null : false;
        },
      },
    ];
  },
  addInputRules() {
    return [];
  },
});

/**
 * TipTap's starter kit cut to what the server's sanitiser keeps (@tjas/schema/src/rules/rich-text.cjs:
 * p, br, strong, em, u, ul, ol, li, a[href], h2, h3, blockquote, img of this site's news
 * pictures): no code, strike-through or rules, headings 2 and 3 only, links without target/rel.
 * Pasted HTML passes the same schema, so a script, a foreign image or an onerror never reaches
 * the stored body; the server cleans it anyway.
 */
const EXTENSIONS = [
  NewsImage,
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    // No empty paragraph kept after a list or quote: the stored post ends where the text ends.
    trailingNode: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => allowedLink(url),
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

const BUTTONS: readonly { label: string; active: (editor: Editor) => boolean; run: (editor: Editor) => void }[] = [
  { label: 'Vet', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Cursief', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Onderstreept',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Tussenkop',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Opsomming',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Genummerde lijst',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Citaat',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * The news post's rich-text editor (TipTap): what a volunteer sees is what the post shows, with
 * Dutch buttons for the allowed markup. Loaded only when a post is written or edited (news-form.tsx
 * imports it lazily), so the news list and every other page do not carry ProseMirror.
 * `onChange` gets the HTML, or '' while the editor is empty.
 */
export default function RichTextEditor({
  label,
  hint,
  error,
  html,
  onBehalfOf,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string;
  html: string;
  /** The committee (its name) the post is published in the name of: its pictures are uploaded in that name. */
  onBehalfOf: string;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const [askingLink, setAskingLink] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const [uploaded, setUploaded] = useState<InsertedImage | null>(null);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': error ? `${id}-hint ${id}-error` : `${id}-hint`,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: styles.editor ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The buttons show which formats the cursor is in (aria-pressed), updated as it moves.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => BUTTONS.map((button) => (current ? button.active(current) : false)),
  });
  function addLink(address: string) {
    setAskingLink(false);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // Without a selection the address itself becomes the link's text.
    if (editor.state.selection.empty)
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    else chain.setLink({ href: address }).run();
  }
  function choosePicture(file: File | undefined) {
    if (!file) return;
    const problem = newsImageError(file);
    setPictureError(problem);
    if (!problem) setPicture(file);
  }
  function insertPicture(image: InsertedImage) {
    setPicture(null);
    setUploaded(image);
  }
  // Put in once the dialog has closed (its effect runs first and hands focus back to the button),
  // at the cursor where it was when the picture was chosen, with the cursor in text after it.
  useEffect(() => {
    if (!uploaded || !editor) return;
    setUploaded(null);
    editor.chain().focus().setImage(uploaded).run();
    // At the end of the text there is no paragraph after the picture to type on: one is made.
    if (!editor.state.selection.$head.parent.inlineContent) editor.chain().createParagraphNear().focus().run();
  }, [uploaded, editor]);
  return (
    <div className={styles.editorField}>
      <span id={`${id}-label`} className={styles.editorLabel}>
        {label}
      </span>
      <div role="toolbar" aria-label="Opmaak" className={styles.toolbar}>
        {BUTTONS.map((button, index) => (
          <Button
            key={button.label}
            variant="secondary"
            aria-pressed={active?.[index] ?? false}
            onClick={() => editor && button.run(editor)}
          >
            {button.label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => setAskingLink(true)}>
          Link
        </Button>
        <Button
          variant="secondary"
          disabled={!editor?.isActive('link')}
          onClick={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
        >
          Link weghalen
        </Button>
        <Button variant="secondary" onClick={() => picker.current?.click()}>
          Afbeelding
        </Button>
        <input
          ref={picker}
          type="file"
          accept={NEWS_IMAGE_TYPES.join(',')}
          hidden
          aria-label="Afbeelding kiezen"
          onChange={(event) => {
            choosePicture(event.target.files?.[0]);
            // The same file again is a new choice (e.g. after a failed upload was cancelled).
            event.target.value = '';
          }}
        />
      </div>
      {pictureError && (
        <p className={styles.toolbarError} role="alert">
          {pictureError}
        </p>
      )}
      <EditorContent editor={editor} />
      <p id={`${id}-hint`} className={styles.meta}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.toolbarError}>
          {error}
        </p>
      )}
      <LinkDialog open={askingLink} onChoose={addLink} onCancel={() => setAskingLink(false)} />
      <ImageDialog file={picture} onBehalfOf={onBehalfOf} onInsert={insertPicture} onCancel={() => setPicture(null)} />
    </div>
  );
}
