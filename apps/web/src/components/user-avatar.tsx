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

/** A user's picture, falling back to their initials (at most 3 letters). */
export function UserAvatar({
  userId,
  name,
  size = "md",
  hasImage = true,
}: {
  userId: string;
  name: string;
  size?: AvatarProps["size"];
  /** false when it is known there is no picture: nothing is fetched. */
  hasImage?: boolean;
}) {
  const { data } = useQuery({
    queryKey: queryKeys.avatar(userId),
    queryFn: () => getAvatar(userId),
    staleTime: 300_000,
    enabled: hasImage,
  });
  return (
    <Avatar src={data ?? null} alt={name} size={size} color="indigo" variant="filled">
      {initials(name)}
    </Avatar>
  );
}
