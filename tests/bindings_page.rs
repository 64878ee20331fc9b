//! The wasm bindings in a real browser page (`wasm-pack test --headless --chrome`).
#![cfg(target_arch = "wasm32")]

#[path = "wasm/roundtrip.rs"]
mod roundtrip;

use wasm_bindgen_test::*;
wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn recording_round_trips_in_a_page() {
    roundtrip::recording_round_trips_through_the_bindings();
}

#[wasm_bindgen_test]
fn distill_retrieve_export_import_in_a_page() {
    roundtrip::distill_retrieve_export_import_in_wasm();
}

#[wasm_bindgen_test]
fn malformed_values_raise_clear_errors_in_a_page() {
    roundtrip::malformed_values_raise_clear_errors();
}

#[wasm_bindgen_test]
fn retrieval_index_in_a_page() {
    roundtrip::retrieval_index_in_wasm();
}

#[wasm_bindgen_test]
fn stored_values_load_or_are_reported_in_a_page() {
    roundtrip::stored_values_load_or_are_reported();
}

#[wasm_bindgen_test]
fn wrong_types_are_errors_not_traps_in_a_page() {
    roundtrip::wrong_types_are_errors();
}

#[wasm_bindgen_test]
fn team_sync_in_a_page() {
    roundtrip::team_sync_through_the_bindings();
}
