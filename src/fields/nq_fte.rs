//! FTE extension fields as seen in NetQuake (`nq.pext.*`, `nq.uf.*`, `nq.ue.*`).
#![allow(clippy::all)]
crate::fields::fte::fte_catalogue!("nq", 600);
