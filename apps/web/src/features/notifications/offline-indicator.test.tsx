import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { RealtimeProvider } from "../../lib/realtime";
import { fakeSocket } from "../../test/fake-socket";
import { signIn, user } from "../../test/server";
import { OfflineIndicator } from "./components/offline-indicator";

afterEach(() => vi.useRealTimers());

describe("offline indicator", () => {
  it("stays away while connecting and online, shows a quiet badge while the connection is down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const socket = fakeSocket();
    const open = () => socket;
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RealtimeProvider userId={user.id} open={open}>
          <OfflineIndicator />
        </RealtimeProvider>
      </Providers>,
    );
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    // The connection opens once the socket's code is there (lib/realtime.tsx).
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(status).toBeEmptyDOMElement();
    act(() => socket.serverSends("connect"));
    expect(status).toBeEmptyDOMElement();

    act(() => socket.serverSends("disconnect", "transport close"));
    expect(status).toHaveTextContent("Offline");
    expect(status).toHaveTextContent("The live connection to the server is lost");
    const badge = screen.getByText("Offline");
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).tab();
    expect(badge.closest("[tabindex]")).toHaveFocus();

    // 5 seconds later it tries again; once connected the badge goes.
    expect(socket.connect).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(socket.connect).toHaveBeenCalledTimes(2);
    act(() => socket.serverSends("connect"));
    expect(status).toBeEmptyDOMElement();
  });
});
