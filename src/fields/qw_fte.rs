//! FTE extension fields as seen in QuakeWorld (`qw.pext.*`, `qw.uf.*`, `qw.ue.*`).
#![allow(clippy::all)]
crate::fields::fte::fte_catalogue!("qw", 1600);
