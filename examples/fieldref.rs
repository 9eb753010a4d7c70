//! Prints the field reference: `cargo run --no-default-features --example fieldref > docs/fields.md`.
fn main() {
    print!("{}", quakeshark::fields::reference_markdown());
}
