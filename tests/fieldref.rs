//! docs/fields.md must be what the catalogue generates.
#[test]
fn field_reference_is_up_to_date() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/fields.md")).unwrap();
    assert!(
        doc == quakeshark::fields::reference_markdown(),
        "docs/fields.md is stale: cargo run --no-default-features --example fieldref > docs/fields.md"
    );
}
