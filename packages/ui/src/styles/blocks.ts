/** Class names of the shared building blocks (eyebrow, title, display title, hero, cover photo, skeleton, section header, column and tile grids, wrapping row of chips, spread row, wrapping row of controls, count pill, a label's muted note, a filter form's grid of fields, filling photo, status box and its title, muted text, display heading, panel, rising card, stack, control, two-column split, data table). */
import blocks from './blocks.module.css';

export const eyebrowClass = blocks.eyebrow!;
export const titleClass = blocks.title!;
export const displayClass = blocks.display!;
export const heroClass = blocks.hero!;
export const coverClass = blocks.cover!;
export const skeletonClass = blocks.skeleton!;
export const sectionHeaderClass = blocks.sectionHeader!;
export const columnsClass = blocks.columns!;
export const tilesClass = blocks.tiles!;
export const spreadClass = blocks.spread!;
export const controlRowClass = blocks.controlRow!;
export const countPillClass = blocks.countPill!;
export const labelNoteClass = blocks.labelNote!;
export const fieldGridClass = blocks.fieldGrid!;
export const chipsClass = blocks.chips!;
export const fillClass = blocks.fill!;
export const statusClass = blocks.status!;
export const statusTitleClass = blocks.statusTitle!;
export const mutedTextClass = blocks.mutedText!;
export const headingClass = blocks.heading!;
export const panelClass = blocks.panel!;
export const riseClass = blocks.rise!;
export const stackClass = blocks.stack!;
export const controlClass = blocks.control!;
export const splitClass = blocks.split!;
export const dataTableClass = blocks.dataTable!;
