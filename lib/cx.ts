import { clsx, type ClassValue } from "clsx";

// cn without tailwind-merge, whose ~8 KB would load before the public pages' largest paint.
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
