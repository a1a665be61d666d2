// svg-to-pdfkit ships no types: the part of its API the PDF writer uses.
declare module 'svg-to-pdfkit' {
  interface Options {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    warningCallback?: (message: string) => void;
  }
  export default function SVGtoPDF(doc: unknown, svg: string, x: number, y: number, options?: Options): void;
}
