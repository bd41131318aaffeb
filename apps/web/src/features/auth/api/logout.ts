import { okSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clearAllStorage } from "../../../lib/storage";

export const logout = () => api.post("/logout", okSchema);

/** Ends the session on the server, then forgets it here whether or not the server answered. */
export const useLogout = () =>
  useMutation({ mutationFn: logout, onSettled: () => clearAllStorage({ signedOut: true }) });
