//! procmem core: procedural memory for browser agents. Plain Rust that knows nothing about the
//! browser; `bindings` (wasm only) converts values at the boundary.

pub mod model;
pub mod recording;
pub mod secrets;
pub mod text;

#[cfg(test)]
pub mod testkit;
