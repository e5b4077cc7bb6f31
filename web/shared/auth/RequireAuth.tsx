import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuthSession } from "./AuthProvider";
import { paths } from "@content/paths";

/** Shows its children to signed-in users; sends others to /signin, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, verified } = useAuthSession();
  const location = useLocation();
  if (status === "loading" || !verified) {
    return (
      <div className="loading-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading...
      </div>
    );
  }
  if (status === "signed-out") return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  return <>{children}</>;
}
