// Preloaded into the Hosting emulator (emulators.ts). Firebase Hosting stores every deployed
// file gzipped (firebase-tools compresses each one on upload) and serves it compressed to a
// browser that accepts it. The emulator (superstatic) compresses only the types its MIME table
// gives a file's extension, and that table knows no `.data`, React Router's route data: so
// that local figures (the prefetch cap, page weight) match the host, it learns the type the
// host is told to send (firebase.json).
import mime from "mime-types";

mime.types.data = "text/x-script";
