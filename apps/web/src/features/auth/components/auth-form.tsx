import { Anchor, Button, Stack, Title } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { Link } from "react-router";

/** A sign-in step's form: its title, its fields, the full-width submit button and a way elsewhere below. */
export function AuthForm({
  title,
  onSubmit,
  submitLabel,
  loading,
  footer,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  loading: boolean;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} fz="h3">
          {title}
        </Title>
        {children}
        <Button type="submit" loading={loading} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** The link below a sign-in step's form. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" ta="center">
      {children}
    </Anchor>
  );
}
