export { alt, contentType, default, generateStaticParams, size } from "./opengraph-image";

export const dynamicParams = false;
