/*
 * The same helpers as images.ts, for the Hindi build: each Hindi content module builds its pictures
 * with `picture`, from the English file names and a Hindi description. Re-exported, not copied, so
 * both builds build every `src`, `srcSet` and size alike.
 */
export { eventBanner, imageWidths, picture, socialImage } from '../images.js';
