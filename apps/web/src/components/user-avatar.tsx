import { initials } from "@app/contract";
import { Avatar, type AvatarProps } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client";
import { queryKeys } from "../lib/query-keys";

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The avatar image, or null when the user has none (404) or it cannot be loaded. */
async function getAvatar(userId: string): Promise<string | null> {
  try {
    return await toDataUrl(await api.getBlob(`/users/${userId}/avatar`, { errorPages: false }));
  } catch {
    return null;
  }
}

/** Colours for initials, all dark enough for white text at WCAG AA. */
export const INITIALS_COLOURS = [
  "indigo.8",
  "teal.9",
  "grape.8",
  "gray.7",
  "cyan.9",
  "pink.8",
  "indigo.9",
  "violet.8",
  "red.9",
  "blue.8",
];

/** The colour of a name's initials: the same name always gets the same colour. */
export function initialsColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return INITIALS_COLOURS[hash % INITIALS_COLOURS.length] ?? "indigo.8";
}

/** A user's picture, falling back to their initials (at most 3 letters) on a colour from the name. */
export function UserAvatar({
  userId,
  name,
  size = "md",
  hasImage,
}: {
  userId: string;
  name: string;
  size?: AvatarProps["size"];
  /** Whether the data says there is a picture: only then is it fetched. */
  hasImage: boolean;
}) {
  const { data } = useQuery({
    queryKey: queryKeys.avatar(userId),
    queryFn: () => getAvatar(userId),
    staleTime: 300_000,
    enabled: hasImage,
  });
  return (
    <Avatar src={data ?? null} alt={name} size={size} color={initialsColour(name)} variant="filled" autoContrast>
      {initials(name)}
    </Avatar>
  );
}
