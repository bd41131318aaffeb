import { Anchor, type AnchorProps } from "@mantine/core";
import { Link } from "react-router";

/** A person's name leading to their profile (/profile/{id}/detail: their public profile, or one's own). */
export function PersonLink({ user, ...props }: { user: { id: string; name: string } } & AnchorProps) {
  return (
    <Anchor component={Link} to={`/profile/${user.id}/detail`} {...props}>
      {user.name}
    </Anchor>
  );
}
