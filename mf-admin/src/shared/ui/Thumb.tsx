/**
 * The picture of a listed item (an agent's portrait, an area's or a property's photo): decorative,
 * since the row names the item; loaded as it nears the screen; its box reserved by width and height.
 */
export function Thumb(props: { className?: string; src: string; width: number; height: number }) {
  return <img {...props} alt="" loading="lazy" />;
}
