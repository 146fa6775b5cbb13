export interface FontFile {
  family: string;
  source: string;
  output: string;
  weights: { min: number; max: number };
  features: string[];
  characters: string;
}
export const FONT_FILES: FontFile[];
