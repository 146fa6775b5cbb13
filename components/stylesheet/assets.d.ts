// next.config.ts serves an imported font as a file of its own and gives its URL.
declare module "*.woff2" {
  const url: string;
  export default url;
}
