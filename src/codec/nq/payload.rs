//! One game payload's messages, read by direction: server messages (svc) to the client, client
//! messages (clc) to the server. The session decodes with the conversation's state; dialect
//! inference decodes the same bytes with each candidate's.

use super::state::NqState;
use super::{clc, svc, Summary};
use crate::codec::tree::Tree;
use crate::codec::Dir;

pub(super) fn payload(
    dir: Dir,
    b: &[u8],
    start: usize,
    st: &mut NqState,
    t: &mut Tree,
    sum: &mut Summary,
) {
    match dir {
        Dir::ToClient => svc::server_messages(b, start, st, t, sum),
        Dir::ToServer => clc::client_messages(b, start, st, t, sum),
    }
}
