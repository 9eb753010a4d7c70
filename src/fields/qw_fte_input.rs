//! FTE client input fields as seen in QuakeWorld (`qw.vrm.*`, `qw.ucmd.*`).
#![allow(clippy::all)]
crate::fields::fte_input::fte_input_catalogue!("qw", 1800);
