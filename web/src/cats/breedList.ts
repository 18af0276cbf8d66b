/**
 * The breed list of the breed picker (model breeds.ts: TICA, CFA, FIFe and four others), apart so
 * that it loads when a cat form first asks for it, never with a first screen (README "Keeping
 * first screens light").
 */
export { BREEDS, findBreeds, type Breed } from '@catrep/model';
