//! The team library on a browser's side (docs/TEAM.md): the connection the person typed
//! (settings.rs) and the rules by which this library and the server's converge (sync.rs).
//! No I/O: the service worker fetches and stores, the core decides what each answer means.

pub mod settings;
pub mod sync;
