import { type CSSVariablesResolver, createTheme, Notification } from "@mantine/core";

/** Calm and dense: indigo accents, small radius, compact controls. */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: "sm",
  cursorType: "pointer",
  focusRing: "auto",
  // People who ask their system for less motion get toasts and menus without animation.
  respectReducedMotion: true,
  headings: { fontWeight: "600" },
  components: {
    TextInput: { defaultProps: { size: "sm" } },
    PasswordInput: { defaultProps: { size: "sm" } },
    Button: { defaultProps: { size: "sm" } },
    Combobox: { defaultProps: { keepMounted: false } },
    // Under a title Mantine greys a toast's text with gray-6 (below WCAG AA on white): use the dimmed colour.
    Notification: Notification.extend({
      styles: (_theme, props) => (props.title ? { description: { color: "var(--mantine-color-dimmed)" } } : {}),
    }),
  },
});

/**
 * Dimmed and error texts dark enough for WCAG AA on white; the light variant's hover keeps AA too.
 * Mantine writes the text of the light and subtle variants in shade 9, on shade 1 (hover: shade 2):
 * below AA for green (a "complete" badge), orange (an investigation in progress) and for red on its
 * hover (a "decline" button), so those three are darker (theme.test.ts checks them).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-red-light-color": "#a61e1e",
    "--mantine-color-green-light-color": "#1f6a2f",
    "--mantine-color-orange-light-color": "#a83a0b",
    "--mantine-color-indigo-light-hover": "#cdd8ff",
  },
  dark: {},
});
