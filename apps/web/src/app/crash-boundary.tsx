import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ErrorPage } from "../features/errors/routes/error-page";

/** What a screen that crashes while rendering shows instead of the app: the error page, until the address changes. */
export function CrashBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary address={pathname}>{children}</Boundary>;
}

interface State {
  failed: boolean;
  address: string;
}

class Boundary extends Component<{ address: string; children: ReactNode }, State> {
  override state: State = { failed: false, address: this.props.address };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { address: string }, state: State): Partial<State> | null {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
