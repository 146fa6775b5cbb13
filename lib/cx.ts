import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names like `cn`, without tailwind-merge. Client components on public pages use it:
 * tailwind-merge is ~8 KB of JavaScript that would load before the largest paint, and their class
 * lists are written without conflicting utilities, so there is nothing to merge. Server components
 * keep `cn`, whose cost stays on the server.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
