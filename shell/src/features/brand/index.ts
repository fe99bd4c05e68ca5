export { Crest } from './crest.tsx';
