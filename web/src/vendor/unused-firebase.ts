/**
 * Build-time stand-in for the Firebase products CatRep does not use (Realtime Database, Storage,
 * Functions, Remote Config). reactfire imports all of them at module level, which would add
 * ~55 KB gzipped to the signed-in bundle; vite.config.ts aliases those imports here. Calling any
 * of these is a bug: CatRep reads Firestore and writes through its REST API.
 */
function unused(name: string) {
  return () => {
    throw new Error(`firebase ${name} is not part of the CatRep web client`);
  };
}

// firebase/database
export const get = unused('get');
export const off = unused('off');
export const onChildAdded = unused('onChildAdded');
export const onChildChanged = unused('onChildChanged');
export const onChildMoved = unused('onChildMoved');
export const onChildRemoved = unused('onChildRemoved');
export const onValue = unused('onValue');
// firebase/functions
export const httpsCallable = unused('httpsCallable');
// firebase/remote-config
export const ensureInitialized = unused('ensureInitialized');
export const getAll = unused('getAll');
export const getBoolean = unused('getBoolean');
export const getNumber = unused('getNumber');
export const getString = unused('getString');
export const getValue = unused('getValue');
// firebase/storage
export const getDownloadURL = unused('getDownloadURL');
export const ref = unused('ref');
