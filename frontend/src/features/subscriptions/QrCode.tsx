import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as one SVG path (dark modules on white, with the quiet zone), sized by its container. */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`block rounded-xl bg-white ${className}`}
      data-qr-value={value}
    >
      <path d={path} fill="#100b10" />
    </svg>
  );
}
