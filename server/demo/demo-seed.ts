// The compact seed of a demo product: the products-*.ts files write them, catalog.ts expands them
// into the product shape. Its own module so that both import it (and not each other).

export interface DemoSeed {
  id: string;
  name: string;
  brand?: string;
  /** Unit price in CNY (the lowest tier for wholesale). */
  price: number;
  /** Wholesale tiers [min quantity, unit price]. */
  tiers?: [number, number][];
  /** Extra CNY per size value (e.g. larger sizes cost more). */
  sizeSurcharge?: Record<string, number>;
  weight: number;
  /** length, width, height in cm. */
  dims: [number, number, number];
  colors?: string[];
  sizes?: string[];
  /** Label of the size axis ('Ukuran', 'Model', ...). */
  sizeLabel?: string;
  seller: [name: string, location: string, rating: number, years: number];
  category: string;
  type: string;
  /** Image key: the drawing of illustrations.ts and the files {image}-{1|2}[-320].png|svg. */
  image: string;
  /** Main colour of the product in its pictures. */
  palette: string;
  spec: [string, string][];
  desc: string;
  moq?: number;
  stock: number;
}
