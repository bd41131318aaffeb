/**
 * ColorInput's picker is for the mouse only (its sliders are not focusable; the keyboard types the
 * hex value or picks a swatch): hidden from assistive technology, which would find unnamed sliders.
 */
export const mouseOnlyPicker = {
  saturation: { "aria-hidden": true },
  slider: { "aria-hidden": true },
} as const;
