import { Badge } from "@mantine/core";

/** A customer's status in the status's own colour (a dot on a light badge, so the text keeps its contrast). */
export function StatusBadge({ status }: { status: { name: string; color: string } | null }) {
  if (!status) return null;
  return (
    <Badge variant="dot" color={status.color} styles={{ root: { textTransform: "none" } }} data-color={status.color}>
      {status.name}
    </Badge>
  );
}
