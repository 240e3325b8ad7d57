/** Class names of the shared building blocks (eyebrow, title, hero, cover photo, skeleton). */
import blocks from './blocks.module.css';

export const eyebrowClass = blocks.eyebrow!;
export const titleClass = blocks.title!;
export const heroClass = blocks.hero!;
export const coverClass = blocks.cover!;
export const skeletonClass = blocks.skeleton!;
