import { api } from "./api-client";

/** Fetches a file with the signed-in user's token and hands it to the browser as a download named `name`. */
export async function download(path: string, name: string) {
  const blob = await api.getBlob(path, { errorPages: false });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
