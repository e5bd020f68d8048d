import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// The decoder's WebAssembly is bundled with the app: nothing is fetched from elsewhere.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let prepared = false;

function prepare() {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
}

/** The texts of the QR codes in one camera frame (usually none or one). */
export async function decodeQrCodes(frame: ImageData): Promise<string[]> {
  prepare();
  const results = await readBarcodes(frame, {
    formats: ['QRCode'],
    maxNumberOfSymbols: 4,
    tryHarder: true,
  });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
