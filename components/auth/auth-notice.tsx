/** The danger box for the auth server's error and the success box for its confirmations. */
export function AuthNotice({
  error,
  message,
}: {
  error?: string | undefined;
  message?: string | undefined;
}) {
  return (
    <>
      {error ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/60 bg-destructive/10 px-4 py-3 text-sm font-medium text-foreground"
        >
          {error}
        </p>
      ) : null}
      <div role="status" className="empty:hidden">
        {message ? (
          <p className="rounded-xl border border-brand/50 bg-brand/10 px-4 py-3 text-sm font-medium">
            {message}
          </p>
        ) : null}
      </div>
    </>
  );
}
