import { getImageProps, type ImageProps } from "next/image";

// `<Image>` is a client component that hydrates hooks and load handlers these images never use.
export function StaticImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps returns next/image's own <img> props, alt included
  return <img {...image} />;
}
