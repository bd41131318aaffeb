import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { Outlet } from "react-router";

/**
 * The signed-in screens that keep their state in the address (a list's filters and page, the calendar's
 * view, a task opened with ?task=) read and write it with nuqs through this adapter. The start page has
 * no such state, so the signed-in start loads without nuqs; the task editor's host has its own adapter
 * (both write through nuqs's one queue, from the address as it is).
 */
export function UrlStateOutlet() {
  return (
    <NuqsAdapter>
      <Outlet />
    </NuqsAdapter>
  );
}
