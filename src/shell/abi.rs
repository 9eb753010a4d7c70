//! Version-dependent facts read from the headers by build.rs.
#![allow(dead_code)]
include!(concat!(env!("OUT_DIR"), "/ws_abi.rs"));
