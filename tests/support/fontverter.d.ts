// fontverter ships no types; this is the one call the font tests make.
declare module "fontverter" {
  const fontverter: {
    convert(
      font: Uint8Array,
      toFormat: "sfnt" | "truetype" | "woff" | "woff2",
    ): Promise<Uint8Array>;
  };
  export default fontverter;
}
