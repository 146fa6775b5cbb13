/** Public, indexable routes, for the sitemap. Pages add themselves here as they are built. */
export const publicRoutes = [{ path: "/", changeFrequency: "weekly", priority: 1 }] as const satisfies readonly {
  path: `/${string}`;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}[];

/** Never indexed: the admin area and the authentication endpoints. */
export const privatePathPrefixes = ["/login", "/auth/"] as const;
