import { notFound } from "next/navigation";

// Unknown paths land here so the 404 renders inside the shared layout with the real URL
// (the header's active link and the console log see the path the visitor typed).
export default function MissingPage() {
  notFound();
}
