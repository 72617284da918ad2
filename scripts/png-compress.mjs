// Compresses one PNG losslessly with oxipng (@jsquash/oxipng: Rust compiled to WebAssembly, shipped in the
// npm package, nothing downloaded), in a worker thread so that the test run's Node process is not blocked
// while it works (a tall picture takes seconds). scripts/visual-check.mjs starts it for each accepted
// picture: workerData { png, level }; it posts the compressed PNG back.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { initSync, optimise } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';

// The package's own init fetches the .wasm by URL, which Node cannot do for a file: it is given the bytes.
initSync(
  readFileSync(fileURLToPath(import.meta.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'))),
);
const { png, level } = workerData;
// interlace false; optimise_alpha false: transparent pixels keep their colour, so the pixels are all kept.
parentPort.postMessage(optimise(png, level, false, false));
