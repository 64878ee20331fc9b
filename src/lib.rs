//! procmem core: procedural memory for browser agents. Plain Rust that knows nothing about the
//! browser; `bindings` (wasm only) converts values at the boundary.

pub mod assist;
pub mod context;
pub mod describe;
pub mod dictionary;
pub mod distill;
pub mod escape;
pub mod interop;
mod memo;
pub mod memory;
pub mod model;
pub mod recording;
pub mod replay;
pub mod retrieval;
pub mod secrets;
pub mod storage;
pub mod synonyms;
pub mod team;
pub mod template;
pub mod text;
pub mod urls;

#[cfg(test)]
pub mod testkit;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

#[cfg(not(target_arch = "wasm32"))]
pub mod synth;
