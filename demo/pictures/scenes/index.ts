// The project's own drawings of the demo catalogue's pictures, one file per subject; shared shapes live in svg.ts,
// props.ts and interior-parts.ts, skies and colours in sky.ts and look.ts.
export { authSvg } from './auth';
export { brandSvg } from './brands';
export { destinationSvg } from './destinations';
export { heroSvg } from './hero';
export type { PropertyKind } from './look';
export { propertySvg } from './property';
export { roomSvg } from './rooms';
export { escapeXml } from './svg';
