/**
 * The Firestore functions `loadFirestore()` (./firebase.ts) needs to create the instance, imported
 * by name: the SDK chunk it loads dynamically then carries only what the app uses, not every export
 * of firebase/firestore (a dynamic `import('firebase/firestore')` keeps them all, pipelines included;
 * README "Keeping first screens light").
 */
export {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  getFirestore,
  setLogLevel,
} from 'firebase/firestore';
