//! The wasm bindings in a real service worker (`wasm-pack test --headless --chrome`).
#![cfg(target_arch = "wasm32")]

#[path = "wasm/roundtrip.rs"]
mod roundtrip;

use wasm_bindgen_test::*;
wasm_bindgen_test_configure!(run_in_service_worker);

#[wasm_bindgen_test]
fn recording_round_trips_in_a_service_worker() {
    roundtrip::recording_round_trips_through_the_bindings();
}

#[wasm_bindgen_test]
fn distill_retrieve_export_import_in_a_service_worker() {
    roundtrip::distill_retrieve_export_import_in_wasm();
}

#[wasm_bindgen_test]
fn malformed_values_raise_clear_errors_in_a_service_worker() {
    roundtrip::malformed_values_raise_clear_errors();
}

#[wasm_bindgen_test]
fn retrieval_index_in_a_service_worker() {
    roundtrip::retrieval_index_in_wasm();
}

#[wasm_bindgen_test]
fn stored_values_load_or_are_reported_in_a_service_worker() {
    roundtrip::stored_values_load_or_are_reported();
}

#[wasm_bindgen_test]
fn wrong_types_are_errors_not_traps_in_a_worker() {
    roundtrip::wrong_types_are_errors();
}

#[wasm_bindgen_test]
fn team_sync_in_a_service_worker() {
    roundtrip::team_sync_through_the_bindings();
}
