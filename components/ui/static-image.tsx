import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's optimised <img> (AVIF/WebP srcset, sizes, lazy loading, width and height against
 * layout shift) as a plain element. `<Image>` itself is a client component: every image on a page
 * is then hydrated with its own hooks and load handlers, which these images (no placeholder, no
 * onLoad) never use.
 */
export function StaticImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps returns next/image's own <img> props, alt included
  return <img {...image} />;
}
