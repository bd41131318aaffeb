import { Badge, Button, Collapse } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useWiderThan } from "../lib/breakpoints";

/**
 * A list's filter form; on a phone it folds away behind a button naming how many filters apply,
 * so the list is what the screen shows. `formId` is the form's id (the button controls it).
 */
export function FoldingFilters({
  formId,
  label,
  count,
  children,
}: {
  formId: string;
  /** The button's text ("Filters"). */
  label: string;
  count: number;
  children: ReactNode;
}) {
  const phone = !useWiderThan("sm");
  const [shown, setShown] = useState(false);
  if (!phone) return children;
  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle>
              {count}
            </Badge>
          ) : undefined
        }
        aria-expanded={shown}
        aria-controls={formId}
        onClick={() => setShown((open) => !open)}
      >
        {label}
      </Button>
      <Collapse expanded={shown} mt={shown ? "sm" : 0}>
        {children}
      </Collapse>
    </div>
  );
}
