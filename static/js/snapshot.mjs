// A worker that makes the Pyodide memory snapshot later starts restore (static/js/pyodide.mjs).
import { snapshotMade } from "./pyodide.mjs";

snapshotMade().then(
  () => postMessage({ kept: true, note: "" }),
  (error) => postMessage({ kept: false, note: `the snapshot could not be made (${error})` }),
);
