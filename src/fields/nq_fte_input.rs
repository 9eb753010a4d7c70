//! FTE client input fields as seen in NetQuake (`nq.vrm.*`, `nq.ucmd.*`).
#![allow(clippy::all)]
crate::fields::fte_input::fte_input_catalogue!("nq", 450);
