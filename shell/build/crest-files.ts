/** Where the crest's files are served (shell/public/icons → /icons/…), and the name they carry. */
export const CREST_ICON_DIR = 'icons';
export const CREST_TITLE = 'Tjas';
