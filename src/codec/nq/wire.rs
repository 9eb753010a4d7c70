//! Coordinate and angle encodings, chosen by protocol and RMQ protocol flags.

use crate::codec::reader::{Reader, R};

pub const PROTOCOL_NETQUAKE: u32 = 15;
pub const PROTOCOL_FITZQUAKE: u32 = 666;
pub const PROTOCOL_RMQ: u32 = 999;
/// Protocol-15 relatives DarkPlaces speaks (`sv_protocolname`): the Nehahra movie protocol and
/// the BJP family (16-bit model indexes; BJP2/BJP3 also 16-bit sound indexes).
pub const PROTOCOL_NEHAHRAMOVIE: u32 = 250;
pub const PROTOCOL_NEHAHRABJP: u32 = 10000;
pub const PROTOCOL_NEHAHRABJP2: u32 = 10001;
pub const PROTOCOL_NEHAHRABJP3: u32 = 10002;

/// What an entity update's U_EXTEND1 bit announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extend1 {
    /// Nehahra's U_TRANS: two or three floats after the update (QuakeSpasm reads them in 15).
    NehahraTrans,
    /// A third bits byte with DarkPlaces' meanings (U_DELTA, U_ALPHA … U_EXTEND2, then a fourth).
    DpBits,
    /// A third bits byte with FitzQuake's meanings (666/999).
    FitzBits,
}

/// How a dialect framed like protocol 15 differs from it: one row per dialect, read by the one
/// reader of each message (entity update, baseline, clientdata, sound).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub version: u32,
    /// Name shown as the dialect.
    pub name: &'static str,
    /// U_MODEL, svc_spawnbaseline/spawnstatic's model and svc_clientdata's weapon are u16.
    pub model16: bool,
    /// svc_sound's and svc_spawnstaticsound's sound index is u16.
    pub sound16: bool,
    pub extend1: Extend1,
    /// DarkPlaces' svc table (35–62 its way, its temp entities) applies: only DarkPlaces
    /// serves these dialects, and its client reads every svc in every one of them.
    pub dp_svcs: bool,
}

const fn variant(version: u32, name: &'static str, m16: bool, s16: bool, e: Extend1) -> Variant {
    Variant {
        version,
        name,
        model16: m16,
        sound16: s16,
        extend1: e,
        dp_svcs: version != PROTOCOL_NETQUAKE,
    }
}

/// DarkPlaces' protocol.c / cl_parse.c / sv_send.c (2020 and later: its 2018 server wrote
/// svc_spawnstaticsound's index as u16 in BJP and svc_sound's as u8 in BJP3, which its own client
/// could not read; both were fixed to this table).
pub const VARIANTS: &[Variant] = &[
    variant(
        PROTOCOL_NETQUAKE,
        "NetQuake 15",
        false,
        false,
        Extend1::NehahraTrans,
    ),
    variant(
        PROTOCOL_NEHAHRAMOVIE,
        "Nehahra movie (250)",
        false,
        false,
        Extend1::NehahraTrans,
    ),
    variant(
        PROTOCOL_NEHAHRABJP,
        "BJP (10000)",
        true,
        false,
        Extend1::DpBits,
    ),
    variant(
        PROTOCOL_NEHAHRABJP2,
        "BJP2 (10001)",
        true,
        true,
        Extend1::DpBits,
    ),
    variant(
        PROTOCOL_NEHAHRABJP3,
        "BJP3 (10002)",
        true,
        true,
        Extend1::DpBits,
    ),
];

pub const PRFL_SHORTANGLE: u32 = 1 << 1;
pub const PRFL_FLOATANGLE: u32 = 1 << 2;
pub const PRFL_24BITCOORD: u32 = 1 << 3;
pub const PRFL_FLOATCOORD: u32 = 1 << 4;
pub const PRFL_EDICTSCALE: u32 = 1 << 5;
pub const PRFL_INT32COORD: u32 = 1 << 7;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coord {
    /// s16 × 1/8 (13.3 fixed point)
    Fixed13_3,
    /// s16 integer + u8 fraction/255
    Bits24,
    /// s32 × 1/16
    Int32,
    Float,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Angle {
    /// s8 × 360/256
    Byte,
    /// s16 × 360/65536
    Short,
    Float,
}

/// The negotiated protocol: what a reader needs to size coords, angles and extension fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Protocol {
    pub version: u32,
    pub flags: u32,
    /// FTE PEXT1/PEXT2 words from svc_serverinfo (0 when absent).
    pub pext1: u32,
    pub pext2: u32,
}

impl Default for Protocol {
    fn default() -> Self {
        Protocol {
            version: PROTOCOL_NETQUAKE,
            flags: 0,
            pext1: 0,
            pext2: 0,
        }
    }
}

impl Protocol {
    /// FTE's replacement-delta entity protocol is in force.
    pub fn replacement(&self) -> bool {
        self.pext2 & crate::codec::fte::PEXT2_REPLACEMENTDELTAS != 0
    }
    /// Any FTE extension is in force (FTE's own svc numbers become valid).
    pub fn fte(&self) -> bool {
        self.pext1 != 0 || self.pext2 != 0
    }
    /// FitzQuake-style extensions (U_EXTEND*, SU_EXTEND*, 16-bit client angles, svc 37–44).
    pub fn fitz(&self) -> bool {
        self.version == PROTOCOL_FITZQUAKE || self.version == PROTOCOL_RMQ
    }
    /// DarkPlaces DP5–DP8 (`codec::dp`): float coordinates, 16-bit angles.
    pub fn dp(&self) -> bool {
        crate::codec::dp::is_dp(self.version)
    }
    /// The protocol-15 relative this is (`None`: FitzQuake, RMQ, DarkPlaces DP5–DP8).
    pub fn variant(&self) -> Option<&'static Variant> {
        VARIANTS.iter().find(|v| v.version == self.version)
    }
    /// ProQuake's "precise aim" can apply: a server whose CCREP_ACCEPT carries MOD_PROQUAKE gets
    /// 16-bit clc_move angles in 15 and its relatives (DarkPlaces' client writes them in 15,
    /// 250 and BJP1–3 when `proquake_servermod` is 1; fteqw's server reads them in 15 and BJP3
    /// while its `proquake_angles_hack` is set).
    pub fn pq_aim_applies(&self) -> bool {
        self.variant().is_some()
    }
    /// U_MODEL and the baseline's and clientdata's model index are u16 (BJP).
    pub fn model16(&self) -> bool {
        self.variant().is_some_and(|v| v.model16)
    }
    /// svc_sound's and svc_spawnstaticsound's sound index is u16 (BJP2, BJP3).
    pub fn sound16(&self) -> bool {
        self.variant().is_some_and(|v| v.sound16)
    }
    /// What U_EXTEND1 announces in an entity update (`None`: nothing, the bit is ignored).
    pub fn extend1(&self) -> Option<Extend1> {
        if self.fitz() {
            Some(Extend1::FitzBits)
        } else {
            self.variant().map(|v| v.extend1)
        }
    }
    /// DarkPlaces' svc numbering and temp entities apply (DP5–DP8 and the relatives of 15
    /// only DarkPlaces serves).
    pub fn dp_svcs(&self) -> bool {
        self.dp() || self.variant().is_some_and(|v| v.dp_svcs)
    }
    /// QuakeSpasm's priority order (fteqw rejects conflicting flags; QuakeSpasm silently picks).
    pub fn coord(&self) -> Coord {
        // DarkPlaces DP5–DP8: floats, like FTE's float coords
        if self.dp() || self.pext1 & crate::codec::fte::PEXT_FLOATCOORDS != 0 {
            Coord::Float
        } else if self.version != PROTOCOL_RMQ {
            Coord::Fixed13_3
        } else if self.flags & PRFL_FLOATCOORD != 0 {
            Coord::Float
        } else if self.flags & PRFL_INT32COORD != 0 {
            Coord::Int32
        } else if self.flags & PRFL_24BITCOORD != 0 {
            Coord::Bits24
        } else {
            Coord::Fixed13_3
        }
    }
    pub fn angle(&self) -> Angle {
        // DarkPlaces DP5–DP8: 16-bit angles
        if self.dp() || self.pext1 & crate::codec::fte::PEXT_FLOATCOORDS != 0 {
            Angle::Short
        } else if self.version != PROTOCOL_RMQ {
            Angle::Byte
        } else if self.flags & PRFL_FLOATANGLE != 0 {
            Angle::Float
        } else if self.flags & PRFL_SHORTANGLE != 0 {
            Angle::Short
        } else {
            Angle::Byte
        }
    }
    /// clc_move view angles: bytes in 15, shorts in 666/999 unless 999 has PRFL_FLOATANGLE.
    pub fn client_angle(&self) -> Angle {
        if self.dp() || !self.fitz() && self.pext1 & crate::codec::fte::PEXT_FLOATCOORDS != 0 {
            Angle::Short
        } else if !self.fitz() {
            Angle::Byte
        } else if self.version == PROTOCOL_RMQ && self.flags & PRFL_FLOATANGLE != 0 {
            Angle::Float
        } else {
            Angle::Short
        }
    }
}

pub fn read_coord(r: &mut Reader, c: Coord) -> R<f32> {
    Ok(match c {
        Coord::Fixed13_3 => r.i16()? as f32 / 8.0,
        Coord::Bits24 => {
            let i = r.i16()? as f32;
            let f = r.u8()? as f32;
            i + f / 255.0
        }
        Coord::Int32 => r.i32()? as f32 / 16.0,
        Coord::Float => r.f32()?,
    })
}

pub fn read_angle(r: &mut Reader, a: Angle) -> R<f32> {
    Ok(match a {
        Angle::Byte => r.i8()? as f32 * (360.0 / 256.0),
        Angle::Short => r.i16()? as f32 * (360.0 / 65536.0),
        Angle::Float => r.f32()?,
    })
}
