import { MARKER } from '../constants';

/** A colour darkened by a factor (the hover shade is 0.8). Accepts #rgb and #rrggbb; else unchanged. */
export function shade(color: string, factor: number = MARKER.hoverShade): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return color;
  const channel = (i: number) =>
    Math.round(Number.parseInt(full.slice(i, i + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}

/** Path options of a circle marker: radius 4, weight 26, opacity 0.4 hovered, 0.2 otherwise. */
export function markerStyle(color: string, hovered: boolean) {
  const tint = hovered ? shade(color) : color;
  return {
    radius: MARKER.radius,
    weight: MARKER.weight,
    color: tint,
    opacity: hovered ? MARKER.opacityHover : MARKER.opacity,
    fillColor: tint,
    fillOpacity: 1,
  };
}
