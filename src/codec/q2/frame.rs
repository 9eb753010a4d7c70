//! svc_frame: its header, the player state of each seat and the packet entities, resolved
//! against the frame it deltas from.

use super::ctx::Ctx;
use super::entity::{
    self, RF_BEAM, U_OLDORIGIN, U_ORIGIN1, U_ORIGIN2, U_ORIGIN3, U_REMOVE, U_SOLID,
};
use super::player::{self, EPS_BITS, EPS_CLIENTNUM};
use super::state::*;
use super::wire::{Coord, EntWire, PsWire, Wire};
use super::Summary;
use crate::codec::framelist::Old;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Value};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use std::sync::Arc;

/// Why a frame delta'd from an unresolved frame is not resolved either.
const CHAINED: &str = "could not be resolved itself (its own delta frame is missing)";

/// svc_frame: header, player state, packet entities; resolved against the delta frame.
pub fn frame(
    c: &mut Cursor,
    extra: u8,
    st: &mut Q2State,
    ctx: &mut Ctx,
    sum: &mut Summary,
) -> R<()> {
    let p = st.proto;
    // the dialect's table, once per frame (the proto does not change inside it)
    let wire = Wire::of(&p);
    let enh = p.dialect.enhanced();
    let (number, delta, extraflags);
    if enh {
        let s = c.pos();
        let w = c.r.u32()?;
        number = (w & 0x07ff_ffff) as i32;
        let off = (w >> 27) as i32;
        c.t.add(Q2FrameServer, s, 4, Value::I(number as i64));
        c.t.add(Q2FrameDeltaOffset, s, 4, Value::U(off as u64));
        delta = if off == 31 { -1 } else { number - off };
        c.t.add_generated(Q2FrameDelta, Value::I(delta as i64));
        let s = c.pos();
        let b = c.r.u8()?;
        c.t.add(Q2FrameSuppress, s, 1, Value::U((b & 0x0f) as u64));
        // R1Q2/Q2PRO write FF_* flags here: FF_SUPPRESSED (bit 0) says frames were suppressed
        // (how many is not sent)
        sum.choked += (b & 1) as u32;
        if p.dialect == Dialect::Q2repro {
            // Q2rePRO: the EPS_* bits are a byte of their own (its svc numbers need bit 5)
            let s = c.pos();
            let x = c.r.u8()?;
            c.flags(Q2PsExtra, s, x as u64, &EPS_BITS);
            extraflags = Some(x);
        } else {
            c.t.add(Q2FrameExtraFlags, s, 1, Value::U((b >> 4) as u64));
            extraflags = Some((extra << 4) | (b >> 4));
        }
    } else {
        number = c.i32(Q2FrameServer)?;
        delta = c.i32(Q2FrameDelta)?;
        if p.number != 26 {
            sum.choked += c.u8(Q2FrameSuppress)? as u32;
        }
        extraflags = None;
    }
    c.t.label(|| {
        let mut s = String::with_capacity(40);
        s.push_str(" svc_frame ");
        crate::codec::push_int(&mut s, number as i64);
        s.push_str(" (delta ");
        crate::codec::push_int(&mut s, delta as i64);
        s.push(')');
        s
    });
    if ctx.info {
        let mut d = String::with_capacity(24);
        d.push_str("frame ");
        crate::codec::push_int(&mut d, number as i64);
        if delta > 0 {
            d.push_str(" Δ");
            crate::codec::push_int(&mut d, delta as i64);
        } else {
            d.push_str(" full");
        }
        sum.detail = Some(d);
    }
    // what the delta applies to
    let fs = c.pos();
    let from: Result<Option<Frame>, String> = if delta <= 0 {
        Ok(None)
    } else if delta >= number {
        Err(format!(
            "delta frame {delta} is not older than frame {number}"
        ))
    } else if number - delta >= UPDATE_BACKUP as i32 {
        Err(format!(
            "delta frame {delta} is {} frames old, outside the {UPDATE_BACKUP}-frame window",
            number - delta
        ))
    } else {
        match st.frame_valid(delta) {
            Some((f, true)) => Ok(Some(f.clone())),
            Some(_) => Err(format!("delta frame {delta} {CHAINED}")),
            None => Err(format!("delta frame {delta} is not in the capture")),
        }
    };
    let resolved = from.is_ok();
    if c.t.is_enabled() {
        c.t.add_generated(Q2FrameResolved, Value::U(resolved as u64));
        if let Ok(Some(f)) = &from {
            c.t.add_generated(Q2FrameDeltaIn, Value::U(f.packet() as u64));
            c.t.add_generated(Q2FrameAge, Value::I((number - delta) as i64));
        }
    }
    if let Err(why) = &from {
        // a frame delta'd from one that could not be resolved only follows from that one's
        // warning (a capture started mid-game never resolves its chain): a note
        let kind = if why.ends_with(CHAINED) {
            Expert::Note
        } else {
            Expert::DeltaMissing
        };
        c.t.expert(kind, fs, 0, format!("{why}: state not resolved"));
    }
    let from = from.unwrap_or(None);
    // the rerelease sends areabits and a player state per split-screen seat
    let seats = if p.rerelease() {
        st.seats.max(1) as usize
    } else {
        1
    };
    // (read into place: a player state is a few hundred bytes)
    let mut src_ps = PlayerState::default();
    if let Some(f) = &from {
        f.ps_into(&mut src_ps);
    }
    let from_ps0 = from.as_ref().map(|_| &src_ps);
    let from_seats = match &from {
        Some(f) if seats > 1 => f.seats(),
        _ => Vec::new(),
    };
    // seat 0's state, then (split screen only) the others: no allocation for one seat
    let mut ps = PlayerState::default();
    let mut more: Vec<PlayerState> = Vec::new();
    for seat in 0..seats {
        let n = c.u8(Q2FrameAreaLen)?;
        if n > 0 {
            let s = c.pos();
            c.r.take(n as usize)?;
            c.add_since(Q2FrameAreaBits, s, Value::None);
        }
        if !enh {
            let m = c.u8(Q2FramePsMarker)?;
            if m != 17 {
                let s = c.pos() - 1;
                c.t.expert(
                    Expert::Inconsistent,
                    s,
                    1,
                    format!("expected svc_playerinfo (17), found {m}"),
                );
                return Err(crate::codec::reader::Truncated { at: s });
            }
        }
        let zero = PlayerState::default();
        let from_ps = match (&from, seat) {
            (Some(_), 0) => from_ps0.unwrap_or(&zero),
            (Some(_), k) => from_seats.get(k - 1).unwrap_or(&zero),
            (None, _) => &zero,
        };
        let s = c.pos();
        c.t.open(Q2Ps, s, Value::None);
        if seats > 1 && c.t.is_enabled() {
            c.t.add_generated(Q2PsSeat, Value::U(seat as u64));
        }
        // (seat 0's delta is applied where the state is kept: a player state is a few hundred
        // bytes, and each copy on its way out cost a `memcpy`)
        let mut other = PlayerState::default();
        let this = if seat == 0 { &mut ps } else { &mut other };
        *this = *from_ps;
        player_state(c, &p, &wire.ps, extraflags, this)?;
        if resolved {
            player::resolved(c, st, this);
        }
        c.t.close(c.pos());
        if seat > 0 {
            more.push(other);
        }
    }
    // packet entities
    if !enh {
        let m = c.u8(Q2FrameEntMarker)?;
        if m != 18 {
            let s = c.pos() - 1;
            c.t.expert(
                Expert::Inconsistent,
                s,
                1,
                format!("expected svc_packetentities (18), found {m}"),
            );
            return Err(crate::codec::reader::Truncated { at: s });
        }
    }
    let old: Option<Arc<[EntState]>> = from.as_ref().map(|f| {
        let (list, at_hand) = f.ents_noting();
        st.lagging |= !at_hand && !crate::codec::framelist::is_transient();
        list
    });
    // the list and the edits are built in buffers kept from one frame to the next
    let (mut ents, mut edits) = BUFS.with(|b| b.take());
    ents.clear();
    edits.clear();
    let read = packet_entities(
        c,
        st,
        &wire.ent,
        old.as_deref(),
        resolved,
        &mut ents,
        &mut edits,
    );
    let (same, in_place) = match read {
        Ok(r) => r,
        Err(e) => {
            BUFS.with(|b| b.set((ents, edits)));
            return Err(e);
        }
    };
    // kept by every record that can see it: only what changed against its source (the whole
    // list that storing it lets go is handed over first, for its allocation: the source's own
    // while frames delta from the last, else the one LIVE_FRAMES older)
    let give = !st.lagging && !crate::codec::framelist::is_transient();
    let mut patched = false;
    let (old, reuse) = match (old, &from) {
        (Some(mut o), Some(f)) if give => {
            f.forget();
            // a message that only changes entities the list has changes them where they are
            // (only their lines are touched; the list is the source's, which lets go of it)
            if let Some(list) = Arc::get_mut(&mut o).filter(|_| in_place && resolved) {
                // (`ents` then holds the entities replaced)
                for (&(at, _), e) in edits.iter().zip(ents.iter_mut()) {
                    std::mem::swap(&mut list[at as usize], e);
                }
                patched = true;
            }
            (Some(o), None)
        }
        (o, _) => (o, st.take_old_list(number)),
    };
    let (start, unchanged, limited, ascends) = match &old {
        Some(list) if patched => (0, (list.len() - edits.len()) as u32 - same, false, true),
        o => merge(o.as_deref().unwrap_or(&[]), same, &mut ents, &mut edits),
    };
    if limited {
        let s = c.pos();
        c.t.expert(
            Expert::LimitExceeded,
            s,
            0,
            format!(
                "more than {MAX_FRAME_ENTITIES} entities in one frame: the rest are not tracked"
            ),
        );
    }
    if resolved && c.t.is_enabled() {
        let len = match &old {
            Some(list) if patched => list.len(),
            _ => ents.len() - start,
        };
        c.t.add_generated(Q2FrameEntities, Value::U(len as u64));
        c.t.add_generated(Q2FrameUnchanged, Value::U(unchanged as u64));
    }
    let old = match old {
        Some(o) if patched => Old::Patched(o, &edits[..], &ents[..]),
        Some(o) => Old::Given(o),
        None => Old::Slice(&[]),
    };
    let f = if resolved {
        let src = from.as_ref().zip(from_ps0);
        Frame::new(
            src.map(|(f, p)| (f, p, old)),
            number,
            ctx.packet,
            true,
            &ps,
            more,
            &ents[start..],
            (!limited).then_some(&edits[..]),
            (!limited).then_some(ascends),
            || st.frames.iter().flatten().next(),
            reuse,
        )
    } else {
        Frame::new(
            None,
            number,
            ctx.packet,
            false,
            &PlayerState::default(),
            Vec::new(),
            &[],
            None,
            Some(true),
            || st.frames.iter().flatten().next(),
            reuse,
        )
    };
    BUFS.with(|b| b.set((ents, edits)));
    st.store_frame(f);
    Ok(())
}

/// Per entity a message removed or changed: its index in the old list and in the new one
/// (see `FrameList::derive_checked`).
type Edits = Vec<(u32, u32)>;

thread_local! {
    /// A frame's entity list and its edits, built here and copied where they are kept (no
    /// allocation per frame for them).
    static BUFS: std::cell::Cell<(Vec<EntState>, Edits)> =
        const { std::cell::Cell::new((Vec::new(), Vec::new())) };
}

/// A player state: flags, R1Q2/Q2PRO's extra-bits subtree, the delta (applied to `ps`, the
/// state it deltas from), Q2PRO's client number.
fn player_state(
    c: &mut Cursor,
    p: &Proto,
    w: &PsWire,
    extraflags: Option<u8>,
    ps: &mut PlayerState,
) -> R<()> {
    let bits = player::flags(c, w)?;
    if let Some(x) = extraflags.filter(|_| p.dialect != Dialect::Q2repro) {
        if c.t.is_enabled() {
            c.t.open_generated(Q2PsExtra);
            if let Some(n) = c.t.nodes.last_mut() {
                n.kind = crate::codec::tree::NodeKind::Field(Q2PsExtra, Value::U(x as u64));
            }
            // seven bits: three above svc_frame's number, four above the frame flags
            for f in &EPS_BITS[..7] {
                c.t.add_generated(*f, Value::U(x as u64));
            }
            c.t.close(0);
        }
    }
    player::delta(c, w, bits, extraflags, ps)?;
    if p.dialect.q2pro_family() {
        match extraflags {
            Some(x) if x & EPS_CLIENTNUM != 0 => {
                ps.clientnum = if p.dialect == Dialect::Q2pro && p.minor < 1022 {
                    c.u8(Q2PsClientNum)? as i16
                } else {
                    c.i16(Q2PsClientNum)?
                };
            }
            _ => {}
        }
    }
    Ok(())
}

/// The frame's entities as its message says them, each delta'd from the entity of `from`
/// with its number (read where it is: only the lines of the entities the message names). In
/// the message's order: per entity it removed from `from`, its index there and `NO_INDEX`
/// into `edits`; per entity it changed or added, its index in `from` (or `NO_INDEX`) and the
/// index in `from` it goes before into `edits`, and its state into `out` (both empty at the
/// call; see [`merge`] for the list). How many entities it sent unchanged, and whether it only changed
/// entities `from` has (then the new list is `from` with those in their places).
fn packet_entities(
    c: &mut Cursor,
    st: &mut Q2State,
    w: &EntWire,
    from: Option<&[EntState]>,
    resolved: bool,
    out: &mut Vec<EntState>,
    edits: &mut Edits,
) -> R<(u32, bool)> {
    use crate::codec::framelist::NO_INDEX;
    // 2022: origins depend on the solid last sent for each entity number
    let demo22 = w.origin == Coord::ShortUnlessSolid;
    let old: &[EntState] = from.unwrap_or(&[]);
    let mut oi = 0;
    let mut same = 0u32;
    let mut in_place = true;
    loop {
        let s = c.pos();
        c.t.open(Q2Ent, s, Value::None);
        let (bits, num) = entity::header(c, w)?;
        if num == 0 {
            c.t.label(|| " end of packet entities".into());
            c.t.close(c.pos());
            break;
        }
        // the old entities before this one, unchanged (copied as one run by `merge`)
        oi += old[oi..].iter().take_while(|e| e.number < num).count();
        if bits & U_REMOVE != 0 {
            if oi < old.len() && old[oi].number == num {
                edits.push((oi as u32, NO_INDEX));
                oi += 1;
                in_place = false;
            }
            if demo22 {
                Arc::make_mut(&mut st.demo_solid).reset_to_baseline(num);
            }
            c.t.label(|| {
                let mut s = String::with_capacity(16);
                s.push(' ');
                crate::codec::push_num(&mut s, num as u64);
                s.push_str(": removed");
                s
            });
            c.t.close(c.pos());
            continue;
        }
        // (where it goes in the old list: its index there, or before which it comes)
        let pos = oi as u32;
        let at = if oi < old.len() && old[oi].number == num {
            oi += 1;
            pos
        } else {
            in_place = false;
            NO_INDEX
        };
        // (the delta is applied where the entity will be pushed from: an entity is 88 bytes)
        let (mut e, kind) = if at != NO_INDEX {
            (old[at as usize], 1)
        } else if let Some(b) = st.baselines.get(&num) {
            (*b, 0)
        } else {
            (EntState::default(), 2)
        };
        let width_bits = U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3 | U_OLDORIGIN;
        let sent =
            if demo22 && bits & U_SOLID == 0 && bits & width_bits != 0 && !st.demo_solid.known(num)
            {
                // a cut capture does not know the solid last sent for this entity, which sets its
                // origins' width: the width under which the rest of the entity list frames (the
                // other unknown entities either way) is the one; when both or neither do, the
                // default stands and stays unknown
                let at = c.pos();
                let buf = c.r.buf();
                let frames = |solid: bool| {
                    let mut budget = 256u32;
                    rest_frames(buf, at, bits, solid, num, w, &st.demo_solid, &mut budget)
                };
                match (frames(false), frames(true)) {
                    (true, false) => {
                        Arc::make_mut(&mut st.demo_solid).set_edict(num, false);
                        false
                    }
                    (false, true) => {
                        Arc::make_mut(&mut st.demo_solid).set_edict(num, true);
                        true
                    }
                    _ => st.demo_solid.edict(num),
                }
            } else {
                demo22 && st.demo_solid.edict(num)
            };
        let base_origin = e.origin;
        entity::delta(c, bits, w, &mut e, sent)?;
        // copied only when what is known changes (the table is 4 KiB)
        let v = e.solid != 0;
        if demo22
            && bits & U_SOLID != 0
            && (st.demo_solid.edict(num) != v || !st.demo_solid.known(num))
        {
            Arc::make_mut(&mut st.demo_solid).set_edict(num, v);
        }
        e.number = num;
        if bits & U_OLDORIGIN == 0 && (e.renderfx & RF_BEAM == 0 || !st.proto.dialect.enhanced()) {
            e.old_origin = base_origin;
        }
        if c.t.is_enabled() {
            let name = if resolved {
                st.model_name(e.model[0]).unwrap_or("").to_string()
            } else {
                String::new()
            };
            c.t.label(|| super::heading::heading(num, bits, w, "no change", &name));
            if resolved {
                c.t.add_generated(Q2EntFrom, Value::U(kind));
                entity::resolved(c, st, &e);
            }
        }
        c.t.close(c.pos());
        if at == NO_INDEX || old[at as usize] != e {
            edits.push((at, pos));
            out.push(e);
        } else {
            same += 1;
        }
    }
    // (a list past the entity limit is merged, which cuts it)
    Ok((same, in_place && old.len() <= MAX_FRAME_ENTITIES))
}

/// The new list from `from` (the list the message was read against) and what
/// [`packet_entities`] read (`same` entities sent unchanged, `ents` and `edits`), appended to
/// `ents` after the changed entities' states, and `edits` made what the message removed or
/// changed: per entity number, in its order, the index in `from` and in the new list
/// (`framelist::NO_INDEX`: not there; see `FrameList::derive_checked`). Where the new list
/// starts in `ents`; how many entities came unchanged from `from`, whether the entity limit
/// dropped some unsaid (then `edits` does not tell all), and whether the numbers in the new
/// list ascend if those of `from` do (checked where a run of `from` meets an entity of the
/// message, not entity by entity).
fn merge(
    from: &[EntState],
    same: u32,
    ents: &mut Vec<EntState>,
    edits: &mut Edits,
) -> (usize, u32, bool, bool) {
    use crate::codec::framelist::NO_INDEX;
    let old = from;
    // the changed entities' states stay where they are, read in order as the list is appended
    let start = ents.len();
    let (gone, new) = edits.iter().fold((0, 0), |(g, n), &(at, pos)| {
        (
            g + (pos == NO_INDEX) as usize,
            n + (at == NO_INDEX) as usize,
        )
    });
    ents.reserve(
        (old.len() + new)
            .saturating_sub(gone)
            .min(MAX_FRAME_ENTITIES),
    );
    let mut unchanged = old.len() as u32 - same;
    let mut limited = false;
    let mut ascends = true;
    // `run` appended up to the entity limit (whether some did not fit)
    let copy = |ents: &mut Vec<EntState>, run: &[EntState], ascends: &mut bool| {
        if let (Some(last), Some(first)) = (ents[start..].last(), run.first()) {
            *ascends &= last.number < first.number;
        }
        let room = MAX_FRAME_ENTITIES.saturating_sub(ents.len() - start);
        ents.extend_from_slice(&run[..run.len().min(room)]);
        run.len() > room
    };
    let (mut oi, mut next) = (0, 0);
    for edit in edits.iter_mut() {
        let (at, pos) = *edit;
        // the old entities before it (an entity sent unchanged among them)
        let to = if pos == NO_INDEX { at } else { pos } as usize;
        limited |= copy(ents, &old[oi..to], &mut ascends);
        oi = to;
        if at != NO_INDEX {
            oi += 1;
            unchanged -= 1;
        }
        if pos == NO_INDEX {
            continue;
        }
        edit.1 = (ents.len() - start) as u32;
        let e = ents[next];
        next += 1;
        // (`copy` of this one entity, pushed: a slice of one is copied by a call)
        if let Some(last) = ents[start..].last() {
            ascends &= last.number < e.number;
        }
        if ents.len() - start < MAX_FRAME_ENTITIES {
            ents.push(e);
        } else {
            limited = true;
        }
    }
    limited |= copy(ents, &old[oi..], &mut ascends);
    (start, unchanged, limited, ascends)
}

/// Whether the entity list frames from `at` (this entity's delta, read with `solid`, then the
/// rest up to its terminator, entity numbers rising), on a scratch tree. Later entities whose
/// solid is unknown are tried both ways, within `budget` deltas.
#[allow(clippy::too_many_arguments)]
fn rest_frames(
    buf: &[u8],
    at: usize,
    bits: u64,
    solid: bool,
    num: u16,
    w: &EntWire,
    ds: &DemoSolid,
    budget: &mut u32,
) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let mut t = crate::codec::tree::Tree::disabled();
    let mut c = Cursor::new(buf, at, &mut t);
    if entity::delta(&mut c, bits, w, &mut EntState::default(), solid).is_err() {
        return false;
    }
    let Ok((next_bits, next)) = entity::header(&mut c, w) else {
        return false;
    };
    if next == 0 {
        return next_bits == 0;
    }
    if next <= num {
        return false;
    }
    let at = c.pos();
    if next_bits & U_REMOVE != 0 {
        // a removal has no delta: go on from its header with an empty one
        return rest_frames(buf, at, 0, false, next, w, ds, budget);
    }
    let width = U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3 | U_OLDORIGIN;
    if next_bits & U_SOLID == 0 && next_bits & width != 0 && !ds.known(next) {
        rest_frames(buf, at, next_bits, false, next, w, ds, budget)
            || rest_frames(buf, at, next_bits, true, next, w, ds, budget)
    } else {
        rest_frames(buf, at, next_bits, ds.edict(next), next, w, ds, budget)
    }
}
