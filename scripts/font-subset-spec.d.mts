export interface FontFile {
  family: string;
  source: string;
  output: string;
  weights: { min: number; max: number };
  features: string[];
  characters: string;
}
export const FONT_FILES: FontFile[];
export interface StaticFontFile extends Omit<FontFile, "weights"> {
  weight: number;
}
export const SHARE_CARD_FONTS: StaticFontFile[];
