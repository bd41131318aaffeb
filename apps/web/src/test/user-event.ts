import base from "@testing-library/user-event";
import { beforeEach } from "vitest";

/**
 * user-event for the tests, set up afresh for each one, without the pause it makes after every key
 * and click: the tests wait for what they expect to see instead (fake timers set up their own).
 */
export let userEvent = base.setup({ delay: null });

beforeEach(() => {
  userEvent = base.setup({ delay: null });
});

/** Enters a whole text into a field at once, as a paste does, where the typing itself is not what a test is about. */
export async function fill(field: Element, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
