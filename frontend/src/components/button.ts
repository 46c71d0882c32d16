/** Class names for buttons and button-looking links: one look for every screen. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 ' +
  'select-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-rose text-white shadow-glow hover:bg-rose-deep active:bg-rose-deep',
  secondary: 'border border-line bg-raised text-ink hover:border-plum hover:bg-[#302230]',
  ghost: 'text-muted hover:bg-raised hover:text-ink',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3.5 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]}${extra ? ` ${extra}` : ''}`;
}
