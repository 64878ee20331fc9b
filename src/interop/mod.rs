//! Other tools' formats, both ways (docs/INTEROP.md): a Chrome DevTools Recorder recording read
//! as a demonstration and a procedure written as one (`devtools`), and a procedure written as a
//! Playwright test with its slots as parameters (`playwright`). Pure conversions: the caller
//! reads and writes the files.

pub mod devtools;
pub mod playwright;
