import { CREST_SHAPES, CREST_VIEWBOX } from './crest-drawing.ts';

/**
 * The crest inline (no request, sharp at any size): an image named after the association, or
 * decoration (`label` empty) where a text beside it already says the name.
 */
export function Crest({ label, size }: { label: string; size: number }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg {...named} width={size} height={size} viewBox={CREST_VIEWBOX} focusable="false">
      {CREST_SHAPES.map((shape) =>
        shape.stroke ? (
          <path
            key={shape.d}
            d={shape.d}
            fill="none"
            stroke={shape.stroke}
            strokeWidth={shape.strokeWidth}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path key={shape.d} d={shape.d} fill={shape.fill} />
        ),
      )}
    </svg>
  );
}
